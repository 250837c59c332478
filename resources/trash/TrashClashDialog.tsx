/**
 * Asks for a new handle or SKU when another record took the deleted one's meanwhile: one
 * field per value the gateway named, each with its message until the restore takes it.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ValidationMessage } from '../../core/validation';
import type { TrashRestoreBody } from './trash.contract';

/** What the restore call takes instead of the record's own values. */
export type Replacements = z.input<typeof TrashRestoreBody>;
const FIELDS = ['handle', 'sku'] as const;

export interface TrashClashDialogProps {
  title: string;
  /** The fields the gateway refused, with their messages. */
  errors: Record<string, ValidationMessage>;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: Replacements) => void;
}

export const TrashClashDialog = ({ title, errors, pending, onCancel, onSubmit }: TrashClashDialogProps) => {
  const translate = useTranslate();
  // The fields asked for stay on screen once named, even when the next answer names fewer.
  const [asked] = useState(() => FIELDS.filter((f) => f in errors));
  const [values, setValues] = useState<Replacements>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(asked.map((f) => [f, (values[f] ?? '').trim()]).filter(([, v]) => v)));
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="trash-clash-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="trash-clash-title">{translate('resources.trash.dialog.title', { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('resources.trash.dialog.text')}</DialogContentText>
          {asked.map((field, i) => {
            const error = errors[field];
            return (
              <TextField
                key={field}
                name={field}
                label={translate(`resources.trash.dialog.${field}`)}
                value={values[field] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                error={Boolean(error)}
                helperText={error ? translate(error.message, error.args) : ' '}
                required
                fullWidth
                margin="dense"
                autoFocus={i === 0}
              />
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('resources.trash.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('resources.trash.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
