/**
 * /sign-up: name, e-mail and password (SPEC §5 person names, confirmation "must be
 * identical!"). The referral code kept by the empty layout goes with the sign-up. Then
 * the merchant is signed in and picks or creates a shop. Gateway refusals (e-mail
 * already registered) show on their fields; nothing typed is lost.
 */
import { Box, Link, Stack, Typography } from '@mui/material';
import { Form, TextInput, useDataProvider, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { SignupBody } from '../../../resources/auth/auth.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { EmptyLayout } from '../../layouts/EmptyLayout';
import { getRefId } from '../../lib/currentShop';
import { zodResolver } from '../../lib/zodResolver';
import { AuthHeading } from './AuthHeading';
import { NewPasswordInputs } from './NewPasswordInputs';

const resolver = zodResolver(SignupBody);
const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

export const SignUpPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const login = useLogin();
  const onFailure = useSubmitFailure();

  const submit = async (values: Record<string, unknown>) => {
    const refId = getRefId();
    const body = { ...values, ...(refId ? { ref_id: refId } : {}) };
    try {
      await dataProvider.call(authRoutes.signup, { body });
      await login({ email: values.email, password: values.password });
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <EmptyLayout>
      <AuthHeading title="app.signup.title" subtitle="app.signup.subtitle" />
      <Form onSubmit={submit} resolver={resolver} defaultValues={EMPTY} noValidate>
        <Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
            <TextInput source="first_name" label="app.field.first_name" autoComplete="given-name" autoFocus />
            <TextInput source="last_name" label="app.field.last_name" autoComplete="family-name" />
          </Stack>
          <TextInput source="email" label="app.field.email" type="email" autoComplete="email" />
          <NewPasswordInputs label="app.field.password" />
          <SubmitButton label="app.signup.submit" fullWidth size="large" sx={{ mt: 1 }} />
        </Stack>
      </Form>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2" component="span" color="text.secondary">
          {translate('app.signup.have_account')}{' '}
        </Typography>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('app.signup.sign_in')}
        </Link>
      </Box>
    </EmptyLayout>
  );
};
