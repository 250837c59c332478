/** Rename a theme: a small form; a 400's message shows on the field, the dialog stays open. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LAYOUT_NAME_MAX, type Layout } from './theme.schema';

export interface ThemeRenameDialogProps {
  layout: Layout | undefined;
  onClose: () => void;
  onRename: (layout: Layout, name: string) => Promise<unknown>;
}

const RenameForm = ({ layout, onClose, onRename }: ThemeRenameDialogProps & { layout: Layout }) => {
  const translate = useTranslate();
  const [name, setName] = useState(layout.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('app.validation.required');
    if (trimmed.length > LAYOUT_NAME_MAX) return setError('resources.themes.name_too_long');
    setSaving(true);
    try {
      await onRename(layout, trimmed);
      onClose();
    } catch (e) {
      const field = (e as { body?: { fieldErrors?: Record<string, string | { message: string }> } }).body?.fieldErrors
        ?.name;
      setError(
        (typeof field === 'string' ? field : field?.message) ?? ((e as Error).message || 'app.message.generic_error'),
      );
    } finally {
      setSaving(false);
    }
    return undefined;
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogTitle>{translate('resources.themes.rename_title', { name: layout.name })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('resources.themes.fields.name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ? translate(error, { max: LAYOUT_NAME_MAX, _: error }) : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </form>
  );
};

export const ThemeRenameDialog = (props: ThemeRenameDialogProps) => (
  <Dialog open={Boolean(props.layout)} onClose={props.onClose} fullWidth maxWidth="xs">
    {props.layout && <RenameForm {...props} layout={props.layout} />}
  </Dialog>
);
