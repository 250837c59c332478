/**
 * /verify-email (issue 29), public like /login: the activation or confirmation mail's link.
 * The token is sent once (a query: a second render does not spend it again); a confirmed
 * address says so, an expired or used link offers a new mail.
 */
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { getToken } from '../../../authProvider/tokenStore';
import { EmptyLayout } from '../../layouts/EmptyLayout';
import { AuthHeading } from './AuthHeading';
import { MailRequestForm } from './MailRequestForm';
import { isSpentToken, tokenFrom } from './mailedToken';

export const VerifyEmailPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const token = tokenFrom(useLocation().search);
  const { data, error, isPending } = useQuery({
    queryKey: ['auth', 'verifyEmail', token],
    queryFn: () => dataProvider.call(authRoutes.verifyEmail, { body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const spent = !token || isSpentToken(error);

  return (
    <EmptyLayout>
      <AuthHeading title="app.verify.title" subtitle="app.verify.subtitle" />
      {token && isPending && (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('app.verify.checking')}</Typography>
        </Stack>
      )}
      {data && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('app.verify.done', { email: data.data.email })}
          </Alert>
          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to={getToken() ? '/account/security' : '/login'} variant="contained">
              {translate('app.verify.continue')}
            </Button>
          </Box>
        </>
      )}
      {error && !spent && <Alert severity="error">{translate(error.message || 'app.message.generic_error')}</Alert>}
      {spent && (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.verify.expired')}
          </Alert>
          <MailRequestForm
            route={authRoutes.resendActive}
            submitLabel="app.verify.request_submit"
            sentMessage="app.verify.sent"
          />
        </>
      )}
    </EmptyLayout>
  );
};
