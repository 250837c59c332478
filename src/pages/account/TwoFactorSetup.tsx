/**
 * Issue 29: adding the account to an authenticator app. The new secret is shown as text (in
 * groups of four, as apps accept it typed) with its otpauth:// setup link; a current code
 * of it turns two-factor on. No QR image yet: no QR package is installed (`qrcode` would
 * draw the otpauth:// URI); the key and the link serve every app meanwhile.
 */
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { TwoFactorEnableBody } from '../../../resources/auth/twoFactor.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';

const resolver = zodResolver(TwoFactorEnableBody);

export interface NewSecret {
  secret: string;
  otpauth_url: string;
}

export const TwoFactorSetup = ({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: NewSecret;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();
  const labelId = useId();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      notify('app.account.copied', { type: 'info' });
    } catch {
      notify('app.message.generic_error', { type: 'error' });
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.call(authRoutes.twoFactorEnable, { body: values as { code: string } });
      notify('app.account.two_factor_enabled', { type: 'success' });
      onEnabled(data.recovery_codes);
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="body2">{translate('app.account.two_factor_add_account')}</Typography>
      <Box>
        <Typography id={labelId} variant="caption" color="text.secondary">
          {translate('app.account.two_factor_secret')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography
            component="code"
            aria-labelledby={labelId}
            data-testid="two-factor-secret"
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, wordBreak: 'break-all' }}
          >
            {grouped}
          </Typography>
          <Button size="small" onClick={() => void copy()}>
            {translate('app.account.two_factor_copy_secret')}
          </Button>
        </Stack>
      </Box>
      <Link href={setup.otpauth_url} variant="body2" sx={{ wordBreak: 'break-all' }}>
        {translate('app.account.two_factor_link')}
      </Link>
      <Typography variant="body2">{translate('app.account.two_factor_confirm')}</Typography>
      <Form onSubmit={submit} resolver={resolver} defaultValues={{ code: '' }} noValidate>
        <Stack sx={{ maxWidth: 320 }}>
          <TextInput
            source="code"
            label="app.account.two_factor_code"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Stack direction="row" spacing={1}>
            <SubmitButton label="app.account.two_factor_enable_submit" />
            <Button onClick={onCancel}>{translate('app.account.two_factor_cancel')}</Button>
          </Stack>
        </Stack>
      </Form>
    </Stack>
  );
};
