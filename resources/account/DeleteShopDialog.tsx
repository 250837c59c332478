/** Delete the shop (SPEC §7 DELETE /shop/api/{shop_id}) once its name is typed. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { setCurrentShopId } from '../../src/lib/currentShop';
import { shopRoutes } from '../shop/shop.routes';
import { useDateFormat } from '../../src/components/useShopTime';

export const DeleteShopDialog = ({
  shop,
  open,
  onClose,
}: {
  shop: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { dateTime } = useDateFormat();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === shop.name;

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call(shopRoutes.delete, { params: { id: shop.id } });
      const at = (answer as { data?: { delete_at?: string } }).data?.delete_at;
      const date = dateTime(at);
      notify('resources.shop_account.deleted', { type: 'success', messageArgs: { date } });
      setCurrentShopId(undefined);
      navigate('/shop/select', { replace: true });
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-shop-title">
      <DialogTitle id="delete-shop-title">
        {translate('resources.shop_account.confirm_title', { name: shop.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.shop_account.confirm_help', { name: shop.name })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('resources.shop_account.confirm_label')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={typed.length > 0 && !matches}
          helperText={typed.length > 0 && !matches ? translate('resources.shop_account.confirm_mismatch') : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.shop_account.cancel')}</Button>
        <Button color="error" variant="contained" disabled={!matches || busy} onClick={remove}>
          {translate('resources.shop_account.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
