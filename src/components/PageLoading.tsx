/** Whole-page loading state (sign-in check, first data). */
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PageLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, width: '100%' }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};
