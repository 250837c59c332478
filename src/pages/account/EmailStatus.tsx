/**
 * Issue 29: whether the sign-in e-mail is confirmed (read fresh from /me: a change or a
 * followed link moves it), and, when it is not, a new confirmation mail on request.
 */
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { failureMessageKey } from '../../components/useSubmitFailure';

export const EMAIL_STATUS_KEY = ['auth', 'me', 'emailStatus'];

export const EmailStatus = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data: user } = useQuery({
    queryKey: EMAIL_STATUS_KEY,
    queryFn: async () => (await dataProvider.call(authRoutes.me, {})).data,
  });
  if (!user) return null;
  const verified = Boolean(user.email_verified_at);

  const resend = async () => {
    try {
      await dataProvider.call(authRoutes.resendActive, { params: { email: user.email } });
      notify('app.account.email_confirmation_sent', { type: 'success', messageArgs: { email: user.email } });
    } catch (error) {
      notify(failureMessageKey(error), { type: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.account.email_current', { email: user.email })}
      </Typography>
      <Chip
        size="small"
        color={verified ? 'success' : 'warning'}
        variant="outlined"
        label={translate(verified ? 'app.account.email_verified' : 'app.account.email_unverified')}
      />
      {!verified && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {translate('app.account.email_unverified_hint')}
          </Typography>
          <Button size="small" onClick={() => void resend()}>
            {translate('app.account.email_send_confirmation')}
          </Button>
        </>
      )}
    </Stack>
  );
};
