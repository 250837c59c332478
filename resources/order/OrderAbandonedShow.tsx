/**
 * /orders/abandoned/:id: what was left in the cart, who, the recovery link, when the
 * recovery mail last went (from the timeline), and the button to send it.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Grid, IconButton, Link as MuiLink, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { orderScreens } from './order.resource';
import type { Order } from './order.schema';
import { lastMailSent } from './order.timeline';
import { isWholeOrder, RelativeTime } from '../../src/components/OrderFields';
import { OrderCustomerCard } from './OrderCustomerCard';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { OrderRecoveryMailButton } from './OrderRecoveryMailButton';
import { SectionCard } from '../../src/components/SectionCard';
import { OrderTimeline } from './OrderTimeline';

const AbandonedView = () => {
  const translate = useTranslate();
  const { record, isPending, error } = useShowContext<Order & RaRecord>();
  if (error) return <OrderLoadError message="resources.orders.detail.load_error" />;
  if (isPending || !record || !isWholeOrder(record)) return <PageLoading />;
  // Completed since: it is an order now.
  if (!record.abandoned) return <Navigate to={orderScreens.show({ id: record.id })} replace />;
  const lastSent = lastMailSent(record.timeline, 'abandoned_checkout');
  return (
    <>
      <Title title={record.name} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 2 }}>
        <IconButton
          component={Link}
          to={orderScreens.abandoned()}
          aria-label={translate('resources.orders.detail.back')}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {translate('resources.orders.abandoned.heading', { name: record.name })}
        </Typography>
        <RelativeTime at={record.created_at} />
        <Box sx={{ ml: 'auto' }}>
          <OrderRecoveryMailButton order={record} />
        </Box>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <OrderItemsCard order={record} showFulfilled={false} />
          <OrderTimeline order={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="resources.orders.abandoned.recovery">
            <Typography
              variant="body2"
              component="div"
              sx={{ display: 'flex', gap: 0.5 }}
              role="status"
              aria-label={translate('resources.orders.abandoned.last_sent_label')}
            >
              {lastSent ? (
                <>
                  {translate('resources.orders.abandoned.last_sent')} <RelativeTime at={lastSent} />
                </>
              ) : (
                translate('resources.orders.abandoned.never_sent')
              )}
            </Typography>
            {record.recovery_url && (
              <MuiLink
                href={record.recovery_url}
                target="_blank"
                rel="noopener"
                variant="body2"
                sx={{ wordBreak: 'break-all' }}
              >
                {record.recovery_url}
              </MuiLink>
            )}
          </SectionCard>
          <OrderCustomerCard order={record} />
        </Grid>
      </Grid>
    </>
  );
};

export const OrderAbandonedShow = () => {
  const { id = '' } = useParams();
  return (
    <ShowBase id={id} redirectOnError={false}>
      <AbandonedView />
    </ShowBase>
  );
};
