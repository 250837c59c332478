/**
 * Issue 29: "send me a new link": the e-mail, then the recovery or confirmation call. The
 * answer is the same whether an account uses the address, and so is what the screen says.
 */
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { type authRoutes } from '../../../resources/auth/auth.routes';
import { MailRequestForm as MailRequestBody } from '../../../resources/auth/auth.schema';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';

const resolver = zodResolver(MailRequestBody);

export const MailRequestForm = ({
  route,
  submitLabel,
  sentMessage,
}: {
  route: typeof authRoutes.recover | typeof authRoutes.resendActive;
  submitLabel: string;
  sentMessage: string;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (values: Record<string, unknown>) => {
    const email = String(values.email).trim();
    try {
      await dataProvider.call(route, { params: { email } });
      setSentTo(email);
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      {sentTo && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {translate(sentMessage, { email: sentTo })}
        </Alert>
      )}
      <Form onSubmit={submit} resolver={resolver} defaultValues={{ email: '' }} noValidate>
        <Stack>
          <TextInput source="email" label="app.field.email" type="email" autoComplete="email" />
          <SubmitButton label={submitLabel} fullWidth size="large" sx={{ mt: 1 }} />
        </Stack>
      </Form>
    </>
  );
};
