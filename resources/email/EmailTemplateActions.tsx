/** The editor's toolbar: save, send a test (the form's words) to the merchant, recover the default. */
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, SaveButton, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { emailRoutes } from './email.routes';
import type { EmailTemplate } from './email.schema';

export const EmailTemplateActions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<EmailTemplate & { id: string }>();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { getValues, reset } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;

  const sendTest = async () => {
    setBusy(true);
    try {
      const { subject, html, text } = getValues();
      const answer = await dataProvider.call(emailRoutes.sendTest, {
        body: { slug: record.slug, subject, html, text },
      });
      notify('resources.email_templates.test_sent', { type: 'success', messageArgs: { to: answer.data.mail.to } });
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const recover = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const answer = await dataProvider.call(emailRoutes.recover, { body: { slug: record.slug } });
      reset({ ...answer.data, id: answer.data._id });
      refresh();
      notify('resources.email_templates.recovered', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ p: 2, flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <Button variant="outlined" onClick={sendTest} disabled={busy}>
        {translate('resources.email_templates.send_test')}
      </Button>
      <Button color="warning" onClick={() => setConfirming(true)} disabled={busy || !record.customized}>
        {translate('resources.email_templates.recover')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="resources.email_templates.recover_title"
        content="resources.email_templates.recover_content"
        onConfirm={recover}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
