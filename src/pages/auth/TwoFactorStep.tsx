/**
 * /login's second step with two-factor on (issue 29): the code of the authenticator app, or a
 * recovery code, for the challenge the password step answered. A spent or expired challenge
 * goes back to the password step; a wrong code is a toast, and what was typed stays.
 * Loaded only when a sign-in needs it (zod with it).
 */
import { Box, Button, Stack } from '@mui/material';
import { Form, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { otpCode } from '../../../resources/auth/twoFactor.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';
import { AuthHeading } from './AuthHeading';

const resolver = zodResolver(z.object({ code: otpCode() }));

export interface TwoFactorStepProps {
  email: string;
  challengeToken: string;
  /** Back to the password step (asked for, or the challenge is spent). */
  onRestart: () => void;
}

const TwoFactorStep = ({ email, challengeToken, onRestart }: TwoFactorStepProps) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const onFailure = useSubmitFailure();

  const submit = async (values: Record<string, unknown>) => {
    try {
      await login({ email, challenge_token: challengeToken, code: values.code });
    } catch (error) {
      if (error instanceof Error && error.message === 'app.auth.challenge_expired') {
        notify(error.message, { type: 'warning' });
        onRestart();
        return undefined;
      }
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      <AuthHeading title="app.login.code_title" subtitle="app.login.code_subtitle" />
      <Form onSubmit={submit} resolver={resolver} defaultValues={{ code: '' }} noValidate>
        <Stack>
          <TextInput
            source="code"
            label="app.login.code"
            autoComplete="one-time-code"
            autoFocus
            helperText="app.login.code_hint"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <SubmitButton label="app.login.code_submit" fullWidth size="large" sx={{ mt: 1 }} />
        </Stack>
      </Form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button onClick={onRestart}>{translate('app.login.code_back')}</Button>
      </Box>
    </>
  );
};

export default TwoFactorStep;
