/**
 * A screen still loading (its code, strings or record), shown after a second as react-admin's
 * `<Loading>` shows it, but with the spinner named: react-admin's leaves its progressbar
 * without a label, which axe reports (aria-progressbar-name) whenever a slow load shows it.
 */
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

export const ScreenLoading = ({ timeout = 1000 }: { timeout?: number }) => {
  const translate = useTranslate();
  const shown = useTimeout(timeout);
  if (!shown) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', py: 4 }}>
      <CircularProgress size={64} aria-label={translate('ra.page.loading')} />
      <Typography variant="h5" sx={{ mt: 3, color: 'text.secondary' }}>
        {translate('ra.page.loading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ra.message.loading')}
      </Typography>
    </Box>
  );
};
