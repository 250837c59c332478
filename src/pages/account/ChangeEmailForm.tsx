/** New sign-in e-mail, confirmed with the password (PUT /auth/api/user/change-email). */
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { ChangeEmailBody } from '../../../resources/auth/auth.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { ReportUnsavedChanges } from '../../components/UnsavedChanges';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';
import { useIdentityUpdate } from './useIdentityUpdate';

const resolver = zodResolver(ChangeEmailBody);
const EMPTY = { email: '', password: '' };

export const ChangeEmailForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();
  const updateIdentity = useIdentityUpdate();
  const { identity } = useGetIdentity();
  // A new form after success: the password typed must not linger.
  const [generation, setGeneration] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.call(authRoutes.changeEmail, { body: values });
      updateIdentity(data);
      notify('app.account.email_changed', { type: 'success' });
      setGeneration((g) => g + 1);
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      {identity?.email && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.account.email_current', { email: String(identity.email) })}
        </Typography>
      )}
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
