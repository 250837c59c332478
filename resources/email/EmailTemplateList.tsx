/** /setting/email-template: every template of the shop, edited or default, each opening its editor. */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link } from 'react-router-dom';
import type { EmailTemplate } from './email.schema';
import { emailScreens } from './email.resource';

export const EmailTemplateList = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<EmailTemplate & { id: string }>('email_templates', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'slug', order: 'ASC' },
  });
  return (
    <Card sx={{ mt: 2, maxWidth: 840 }}>
      <Title title="resources.email_templates.title" />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('resources.email_templates.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.email_templates.help')}
        </Typography>
        {isPending ? <ScreenLoading /> : null}
        {error ? <Alert severity="error">{translate('resources.email_templates.load_error')}</Alert> : null}
        {!isPending && !error && !data?.length ? (
          <Alert severity="info">{translate('resources.email_templates.empty')}</Alert>
        ) : null}
        <List aria-label={translate('resources.email_templates.title')}>
          {data?.map((t) => (
            <ListItemButton key={t.slug} component={Link} to={emailScreens.edit({ slug: t.slug })} divider>
              <ListItemText primary={translate(`resources.email_templates.slug.${t.slug}`)} secondary={t.subject} />
              <Chip
                size="small"
                sx={{ mr: 1 }}
                color={t.customized ? 'primary' : 'default'}
                label={translate(`resources.email_templates.state.${t.customized ? 'customized' : 'default'}`)}
              />
              <ChevronRightIcon aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
