/** Add or edit one menu item: its name (required: 'Tiêu đề là bắt buộc!') and its link. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuLinkPicker } from './MenuLinkPicker';
import type { FlatItem } from './menu.tree';

export interface MenuItemDialogProps {
  item: FlatItem | null;
  title: string;
  onClose: () => void;
  onSave: (item: FlatItem) => void;
}

export const MenuItemDialog = ({ item, title, onClose, onSave }: MenuItemDialogProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<FlatItem | null>(item);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDraft(item);
    setTried(false);
  }, [item]);
  if (!draft) return null;
  const nameMissing = !draft.name.trim();
  const linkMissing = draft.type === 'url' ? !draft.url.trim() : !draft.target_id;
  const save = () => {
    setTried(true);
    if (!nameMissing && !linkMissing) onSave({ ...draft, name: draft.name.trim(), url: draft.url.trim() });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('resources.menus.fields.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          error={tried && nameMissing}
          helperText={tried && nameMissing ? translate('app.validation.menu_title_required') : ' '}
        />
        <MenuLinkPicker
          value={draft}
          onChange={setDraft}
          error={tried && linkMissing ? translate('app.validation.required') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
