/** /online-store/themes/preview/{id}: an unpublished theme's storefront (its signed preview address). */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { StorefrontFrame } from '../../src/components/StorefrontFrame';
import { useLayoutDetail } from './useThemes';

export const ThemePreviewDialog = ({ id, onClose }: { id: string | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const detail = useLayoutDetail(id);
  return (
    <Dialog open={Boolean(id)} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="theme-preview-title">
      <DialogTitle id="theme-preview-title">
        {detail.data
          ? translate('resources.themes.preview_named', { name: detail.data.name })
          : translate('resources.themes.preview')}
      </DialogTitle>
      <DialogContent>
        {detail.isPending && <ScreenLoading />}
        {detail.error && <Alert severity="error">{translate('resources.themes.not_found')}</Alert>}
        {detail.data && (
          <StorefrontFrame
            url={detail.data.preview_url}
            height="70vh"
            title={translate('resources.themes.preview_named', { name: detail.data.name })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
