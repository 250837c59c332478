/**
 * Issue 29: two-step verification on /account/security. Off: a button makes a new secret
 * and the setup follows (TwoFactorSetup); turned on, the recovery codes show once
 * (RecoveryCodes). On: since when, the recovery codes left, and turning it off
 * (TwoFactorDisableForm).
 */
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { failureMessageKey } from '../../components/useSubmitFailure';
import { AccountSection } from './AccountSection';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorSetup, type NewSecret } from './TwoFactorSetup';

const QUERY_KEY = ['auth', 'twoFactor'];

type Step =
  { kind: 'idle' } | { kind: 'setup'; setup: NewSecret } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

export const TwoFactorSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const { data: identity } = useGetIdentity();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const { data: status, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await dataProvider.call(authRoutes.twoFactor, {})).data,
  });
  const done = () => {
    setStep({ kind: 'idle' });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  };

  const start = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.call(authRoutes.twoFactorSetup, {});
      setStep({ kind: 'setup', setup: data });
    } catch (failure) {
      notify(failureMessageKey(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const since = status?.enabled_at
    ? new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { dateStyle: 'medium' }).format(
        new Date(status.enabled_at),
      )
    : undefined;

  return (
    <AccountSection title="app.account.two_factor_title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.account.two_factor_intro')}
      </Typography>
      {error && <Alert severity="error">{translate(failureMessageKey(error))}</Alert>}
      {!status && !error && <Skeleton variant="rounded" height={40} />}
      {status && step.kind === 'idle' && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Chip
            size="small"
            variant="outlined"
            color={status.enabled ? 'success' : 'default'}
            label={
              since
                ? translate('app.account.two_factor_on_since', { time: since })
                : translate('app.account.two_factor_off')
            }
          />
          {status.enabled && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.account.recovery_left', { smart_count: status.recovery_codes_left })}
            </Typography>
          )}
          <Box sx={{ flexBasis: '100%', mt: 1 }}>
            {status.enabled ? (
              <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'off' })}>
                {translate('app.account.two_factor_turn_off')}
              </Button>
            ) : (
              <Button variant="contained" disabled={busy} onClick={() => void start()}>
                {translate('app.account.two_factor_turn_on')}
              </Button>
            )}
          </Box>
        </Stack>
      )}
      {step.kind === 'setup' && (
        <TwoFactorSetup
          setup={step.setup}
          onEnabled={(codes) => {
            setStep({ kind: 'codes', codes });
            void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
          }}
          onCancel={done}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} email={identity?.email ?? ''} onDone={done} />}
      {step.kind === 'off' && <TwoFactorDisableForm onDone={done} onCancel={done} />}
    </AccountSection>
  );
};
