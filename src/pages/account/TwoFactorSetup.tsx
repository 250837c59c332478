/**
 * Issue 29: adding the account to an authenticator app. The otpauth:// setup URI is shown as
 * a QR image to scan, beside the secret as text (in groups of four, as apps accept it typed)
 * and the setup link (on the phone itself); a current code of it turns two-factor on.
 */
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { TwoFactorEnableBody } from '../../../resources/auth/twoFactor.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';
import { otpauthQrImage } from './otpauthQr';

const QR_SIZE = 184;

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
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let current = true;
    // Without the image (qrcode failed to load), the key and the link still serve every app.
    otpauthQrImage(setup.otpauth_url).then(
      (image) => current && setQr(image),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [setup.otpauth_url]);

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
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Box sx={{ width: QR_SIZE, height: QR_SIZE, flexShrink: 0 }}>
          {qr && (
            <img
              src={qr}
              alt={translate('app.account.two_factor_qr')}
              width={QR_SIZE}
              height={QR_SIZE}
              data-testid="two-factor-qr"
              style={{ display: 'block' }}
            />
          )}
        </Box>
        <Stack spacing={1} sx={{ flex: '1 1 240px', minWidth: 0 }}>
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
        </Stack>
      </Stack>
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
