/**
 * /reset-password (issue 29), public like /login. With the recovery mail's `?token=`: the new
 * password twice, SPEC §5 rules and the gateway's strength check on the fields; then on to
 * /login with a notice. Without a token, or with one that has expired or was used: the
 * e-mail, to send a new recovery mail.
 */
import { Alert, Box, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { ResetPasswordBody } from '../../../resources/auth/auth.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { EmptyLayout } from '../../layouts/EmptyLayout';
import { zodResolver } from '../../lib/zodResolver';
import { AuthHeading } from './AuthHeading';
import { NewPasswordInputs } from './NewPasswordInputs';
import { MailRequestForm } from './MailRequestForm';
import { isSpentToken, tokenFrom } from './mailedToken';

const resolver = zodResolver(ResetPasswordBody);

const NewPasswordForm = ({ token, onSpent }: { token: string; onSpent: () => void }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.call(authRoutes.resetPassword, { body: { ...values, token } });
    } catch (error) {
      if (isSpentToken(error)) return onSpent();
      return onFailure(error);
    }
    notify('app.reset.done', { type: 'success' });
    navigate('/login', { replace: true });
    return undefined;
  };

  return (
    <>
      <AuthHeading title="app.reset.title" subtitle="app.reset.subtitle" />
      <Form
        onSubmit={submit}
        resolver={resolver}
        defaultValues={{ token, password: '', password_confirmation: '' }}
        noValidate
      >
        <Stack>
          <NewPasswordInputs label="app.account.new_password" autoFocus />
          <SubmitButton label="app.reset.submit" fullWidth size="large" sx={{ mt: 1 }} />
        </Stack>
      </Form>
    </>
  );
};

export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const token = tokenFrom(search);
  const [spent, setSpent] = useState(false);

  return (
    <EmptyLayout>
      {token && !spent ? (
        <NewPasswordForm token={token} onSpent={() => setSpent(true)} />
      ) : (
        <>
          <AuthHeading title="app.reset.request_title" subtitle="app.reset.request_subtitle" />
          {spent && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.reset.expired')}
            </Alert>
          )}
          <MailRequestForm
            route={authRoutes.recover}
            submitLabel="app.reset.request_submit"
            sentMessage="app.reset.sent"
          />
        </>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('app.reset.back_to_login')}
        </Link>
      </Box>
    </EmptyLayout>
  );
};
