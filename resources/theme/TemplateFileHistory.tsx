/** A file's earlier saved versions, newest first; restoring one makes it the saved version. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplateFile } from './template.schema';
import { useDateFormat } from '../../src/components/useShopTime';

export interface TemplateFileHistoryProps {
  file: TemplateFile | undefined;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onRestore: (historyId: string) => void;
}

export const TemplateFileHistory = ({ file, open, busy, onClose, onRestore }: TemplateFileHistoryProps) => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Dialog open={open && Boolean(file)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="file-history-title">
      <DialogTitle id="file-history-title">
        {translate('resources.templates.history_named', { name: file?.path ?? '' })}
      </DialogTitle>
      <DialogContent>
        {file && file.history.length === 0 && <Typography>{translate('resources.templates.history_empty')}</Typography>}
        <List dense>
          {file?.history.map((entry) => {
            const when = dateTime(entry.saved_at);
            return (
              <ListItem
                key={entry.id}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onRestore(entry.id)}
                    aria-label={translate('resources.templates.restore_named', { date: when })}
                  >
                    {translate('resources.templates.restore')}
                  </Button>
                }
              >
                <ListItemText
                  primary={when}
                  secondary={translate('resources.templates.bytes', { smart_count: entry.size })}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
