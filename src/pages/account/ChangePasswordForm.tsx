/**
 * New password with the current one and a confirmation (PUT /auth/api/user/change-password);
 * SPEC §9 advises a change every 3 months.
 */
import { Alert, Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { ChangePasswordBody, PASSWORD_MIN } from '../../../resources/auth/auth.schema';
import { saveToken } from '../../../authProvider/tokenStore';
import { PasswordStrength } from '../../components/PasswordStrength';
import { SubmitButton } from '../../components/SubmitButton';
import { ReportUnsavedChanges } from '../../components/UnsavedChanges';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';

const resolver = zodResolver(ChangePasswordBody);
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export const ChangePasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();
  const { data: identity } = useGetIdentity();
  const queryClient = useQueryClient();
  // A new, empty form after success: no password stays in the page.
  const [generation, setGeneration] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      // Every earlier token stops working; the answer carries this session's new one.
      const answer = await dataProvider.call(authRoutes.changePassword, { body: values });
      saveToken(answer.access_token, answer.expires_in);
      notify('app.account.password_changed', { type: 'success' });
      setGeneration((g) => g + 1);
      // The other devices were signed out with the change.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] });
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.account.password_advice')}
      </Alert>
      <Form key={generation} defaultValues={EMPTY} onSubmit={submit} resolver={resolver} noValidate>
        <ReportUnsavedChanges id="password" />
        <Stack sx={{ maxWidth: 480 }}>
          <PasswordInput
            source="current_password"
            label="app.account.current_password"
            autoComplete="current-password"
          />
          <PasswordInput
            source="password"
            label="app.account.new_password"
            autoComplete="new-password"
            helperText={translate('app.signup.password_hint', { n: PASSWORD_MIN })}
          />
          <PasswordStrength person={identity} />
          <PasswordInput
            source="password_confirmation"
            label="app.field.password_confirmation"
            autoComplete="new-password"
          />
          <Box>
            <SubmitButton label="app.account.password_submit" />
          </Box>
        </Stack>
      </Form>
    </>
  );
};
