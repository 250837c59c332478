/** /setting/email-template/{slug}: subject, HTML and text, the variables, a live preview, test and recover. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Grid, Typography } from '@mui/material';
import { Edit, SimpleForm, TextInput, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { EmailPreview } from './EmailPreview';
import { EmailTemplateActions } from './EmailTemplateActions';
import { emailScreens } from './email.resource';
import { TEMPLATE_VARIABLES } from './email.sample';
import { EmailTemplateBody } from './email.schema';

const resolver = zodResolver(EmailTemplateBody);

const Heading = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
      <Button component={Link} to={emailScreens.list} startIcon={<ArrowBackIcon />}>
        {translate('resources.email_templates.back')}
      </Button>
      <Typography variant="h6" component="h1">
        {record ? translate(`resources.email_templates.slug.${record.slug}`) : ''}
      </Typography>
    </Box>
  );
};

const Variables = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('resources.email_templates.variables.title')} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('resources.email_templates.variables.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.email_templates.variables.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {TEMPLATE_VARIABLES.map((v) => (
          <Chip key={v} size="small" variant="outlined" label={v} sx={{ fontFamily: 'monospace' }} />
        ))}
      </Box>
    </Box>
  );
};

export const EmailTemplateEdit = () => {
  const { slug = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  // An address naming no template says so and goes back to the list (react-admin's default: its own /email_templates, a 404).
  const onError = () => {
    notify('resources.email_templates.not_found', { type: 'error', messageArgs: { slug } });
    redirect(emailScreens.list);
  };
  // Issue 27: a template's versions are kept by its slug; the toast of a save offers Undo.
  const onSuccess = useUndoSave('email_templates', { id: slug });
  return (
    <Edit
      id={slug}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title="resources.email_templates.title"
      queryOptions={{ onError }}
      mutationOptions={{ onSuccess }}
    >
      <Heading />
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<EmailTemplateActions />}>
        <Grid container spacing={3} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <TextInput source="subject" label="resources.email_templates.fields.subject" fullWidth />
            <TextInput
              source="html"
              label="resources.email_templates.fields.html"
              fullWidth
              multiline
              minRows={12}
              maxRows={24}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <TextInput
              source="text"
              label="resources.email_templates.fields.text"
              fullWidth
              multiline
              minRows={6}
              maxRows={16}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <Variables />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <EmailPreview />
          </Grid>
        </Grid>
      </SimpleForm>
      <HistoryCard resource="email_templates" recordId={slug} />
    </Edit>
  );
};
