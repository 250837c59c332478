/** One mail of the outbox as it would have been sent: to, subject, body (plain text), and its order. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, Chip, IconButton, Link as MuiLink, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { ShowBase, Title, useCreatePath, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { RelativeTime } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { mailScreens } from './mail.resource';
import type { OutboxMail } from './mail.schema';

/** The HTML part, sanitised (no scripts or handlers) in a frame that runs nothing. */
const MailHtml = ({ html, title }: { html: string; title: string }) => (
  <Box
    component="iframe"
    title={title}
    sandbox=""
    srcDoc={DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true })}
    sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, width: '100%', height: 480, bgcolor: '#fff' }}
  />
);

const MailView = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { record, isPending, error } = useShowContext<OutboxMail & RaRecord>();
  if (isPending) return <PageLoading />;
  if (error || !record) return <OrderLoadError message="resources.mails.load_error" />;
  return (
    <Box sx={{ py: 2, maxWidth: 840 }}>
      <Title title={record.subject} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton component={Link} to={mailScreens.list} aria-label={translate('resources.mails.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {record.subject}
        </Typography>
      </Box>
      <Card component="article" aria-label={record.subject}>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Chip size="small" label={translate(`resources.mails.kind.${record.kind}`, { _: record.kind })} />
            <Chip
              size="small"
              variant="outlined"
              color={record.status === 'failed' ? 'error' : 'default'}
              label={translate(`resources.mails.status.${record.status}`)}
            />
            <RelativeTime at={record.created_at} />
          </Box>
          <Typography variant="body2">{translate('resources.mails.to_line', { to: record.to })}</Typography>
          {record.order_id && (
            // The order's detail is the orders resource's edit screen (/orders/{id}), named as react-admin does.
            <MuiLink
              component={Link}
              to={createPath({ resource: 'orders', id: record.order_id, type: 'edit' })}
              variant="body2"
            >
              {translate('resources.mails.open_order')}
            </MuiLink>
          )}
          {record.status === 'failed' ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(`resources.mails.error.${record.error_code ?? 'failed'}`, {
                _: translate('resources.mails.error.failed'),
              })}
            </Alert>
          ) : null}
          {record.html ? <MailHtml html={record.html} title={record.subject} /> : null}
          <Typography
            component="pre"
            variant="body2"
            sx={{ mt: 2, p: 2, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
          >
            {record.body}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};

export const MailOutboxShow = () => {
  const { id = '' } = useParams();
  return (
    <ShowBase id={id} redirectOnError={false}>
      <MailView />
    </ShowBase>
  );
};
