/**
 * /login (SPEC §2, §4): e-mail and password. A refused sign-in is a toast with the
 * gateway's reason (wrong credentials, or locked after too many tries); what was typed
 * stays. With two-factor on (issue 29) the password answers a challenge and the code step
 * follows (TwoFactorStep). After sign-in the authProvider opens /shop/select.
 */
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { AFTER_LOGIN, TwoFactorRequired } from '../../../authProvider/authProvider';
import { getToken } from '../../../authProvider/tokenStore';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { EmptyLayout } from '../../layouts/EmptyLayout';
import { lazyResolver } from '../../lib/lazyResolver';
import { AuthHeading } from './AuthHeading';

// The sign-in page is a first load: its schema (and zod) come with the first keystroke.
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));

const resolver = lazyResolver(() =>
  Promise.all([import('../../lib/zodResolver'), import('../../../resources/auth/auth.schema')]).then(
    ([{ zodResolver }, { LoginBody }]) => zodResolver(LoginBody),
  ),
);

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const onFailure = useSubmitFailure();
  const { search } = useLocation();
  const switching = new URLSearchParams(search).has('switch');
  // Signed in already (a bookmark, the back button): straight on to the shops.
  const [signedIn] = useState(() => Boolean(getToken()));
  const [challenge, setChallenge] = useState<{ email: string; token: string }>();
  // Back from the code step, the e-mail typed stays.
  const [email, setEmail] = useState('');

  const submit = async (values: Record<string, unknown>) => {
    try {
      await login({ email: values.email, password: values.password });
    } catch (error) {
      if (error instanceof TwoFactorRequired) {
        setEmail(String(values.email));
        setChallenge({ email: String(values.email), token: error.challenge.challenge_token });
        return undefined;
      }
      return onFailure(error);
    }
    return undefined;
  };

  if (signedIn) return <Navigate to={AFTER_LOGIN} replace />;
  if (challenge)
    return (
      <EmptyLayout>
        <Suspense>
          <TwoFactorStep
            email={challenge.email}
            challengeToken={challenge.token}
            onRestart={() => setChallenge(undefined)}
          />
        </Suspense>
      </EmptyLayout>
    );
  return (
    <EmptyLayout>
      <AuthHeading title="app.login.title" subtitle="app.login.subtitle" />
      {switching && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.login.switch_account')}
        </Alert>
      )}
      <Form onSubmit={submit} resolver={resolver} defaultValues={{ email, password: '' }} noValidate>
        <Stack onInput={resolver.preload}>
          <TextInput source="email" label="app.field.email" type="email" autoComplete="email" autoFocus />
          <PasswordInput source="password" label="app.field.password" autoComplete="current-password" />
          <Box sx={{ textAlign: 'right', mt: -1, mb: 1 }}>
            <Link component={RouterLink} to="/reset-password" variant="body2">
              {translate('app.login.forgot_password')}
            </Link>
          </Box>
          <SubmitButton label="app.login.submit" fullWidth size="large" sx={{ mt: 1 }} />
        </Stack>
      </Form>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2" component="span" color="text.secondary">
          {translate('app.login.no_account')}{' '}
        </Typography>
        <Link component={RouterLink} to={{ pathname: '/sign-up', search: switching ? '' : search }} variant="body2">
          {translate('app.login.sign_up')}
        </Link>
      </Box>
    </EmptyLayout>
  );
};
