/** Issue 29: turning two-factor off takes the password and a current code (or a recovery code). */
import { Alert, Button, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { TwoFactorDisableBody } from '../../../resources/auth/twoFactor.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';

const resolver = zodResolver(TwoFactorDisableBody);

export const TwoFactorDisableForm = ({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.call(authRoutes.twoFactorDisable, { body: values as { password: string; code: string } });
      notify('app.account.two_factor_disabled', { type: 'success' });
      onDone();
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <Form onSubmit={submit} resolver={resolver} defaultValues={{ password: '', code: '' }} noValidate>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.account.two_factor_disable_intro')}
      </Alert>
      <Stack sx={{ maxWidth: 480 }}>
        <PasswordInput source="password" label="app.account.current_password" autoComplete="current-password" />
        <TextInput source="code" label="app.account.two_factor_code_or_recovery" autoComplete="one-time-code" />
        <Stack direction="row" spacing={1}>
          <SubmitButton label="app.account.two_factor_disable_submit" color="error" />
          <Button onClick={onCancel}>{translate('app.account.two_factor_cancel')}</Button>
        </Stack>
      </Stack>
    </Form>
  );
};
