/**
 * New sign-in e-mail, confirmed with the password (PUT /auth/api/user/change-email); the
 * new address is unconfirmed until the link mailed to it is followed (issue 29).
 */
import { Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { ChangeEmailBody } from '../../../resources/auth/auth.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { ReportUnsavedChanges } from '../../components/UnsavedChanges';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';
import { EMAIL_STATUS_KEY, EmailStatus } from './EmailStatus';
import { useIdentityUpdate } from './useIdentityUpdate';

const resolver = zodResolver(ChangeEmailBody);
const EMPTY = { email: '', password: '' };

export const ChangeEmailForm = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();
  const updateIdentity = useIdentityUpdate();
  // A new form after success: the password typed must not linger.
  const [generation, setGeneration] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.call(authRoutes.changeEmail, { body: values });
      updateIdentity(data);
      queryClient.setQueryData(EMAIL_STATUS_KEY, data);
      notify('app.account.email_changed', { type: 'success' });
      setGeneration((g) => g + 1);
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      <EmailStatus />
      <Form key={generation} defaultValues={EMPTY} onSubmit={submit} resolver={resolver} noValidate>
        <ReportUnsavedChanges id="email" />
        <Stack sx={{ maxWidth: 480 }}>
          <TextInput source="email" label="app.account.new_email" type="email" autoComplete="email" />
          <PasswordInput source="password" label="app.field.password" autoComplete="current-password" />
          <Box>
            <SubmitButton label="app.account.email_submit" />
          </Box>
        </Stack>
      </Form>
    </>
  );
};
