/** /setting/email-template: every template of the shop, edited or default, each opening its editor. */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Chip, List, ListItemButton, ListItemText } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EmailTemplate } from './email.schema';
import { emailScreens } from './email.resource';
import { ScreenCard } from '../../src/components/ScreenCard';

export const EmailTemplateList = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<EmailTemplate & { id: string }>('email_templates', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'slug', order: 'ASC' },
  });
  return (
    <ScreenCard
      title="resources.email_templates.title"
      help="resources.email_templates.help"
      loading={isPending}
      error={!!error && 'resources.email_templates.load_error'}
    >
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
    </ScreenCard>
  );
};
