/** Payment method and status, refund reason; note and tags. */
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from './order.schema';
import { PaymentStatusChip } from '../../src/components/OrderFields';
import { SectionCard } from '../../src/components/SectionCard';

export const OrderDetailsCard = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <>
      <SectionCard title="resources.orders.detail.payment">
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2">
            {translate(`resources.orders.payment_method.${order.payment_method}`)}
          </Typography>
          <PaymentStatusChip status={order.payment_status} />
        </Box>
        {order.refund_reason && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('resources.orders.detail.refund_reason', { reason: order.refund_reason })}
          </Typography>
        )}
      </SectionCard>
      <SectionCard title="resources.orders.detail.edit_note">
        <Typography
          variant="body2"
          color={order.note ? undefined : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', mb: 1 }}
          aria-label={translate('resources.orders.fields.note')}
        >
          {order.note || translate('resources.orders.detail.no_note')}
        </Typography>
        {order.tags.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.orders.detail.no_tags')}
          </Typography>
        ) : (
          <Box
            sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
            aria-label={translate('resources.orders.fields.tags')}
            role="list"
          >
            {order.tags.map((t) => (
              <Chip key={t} size="small" label={t} role="listitem" />
            ))}
          </Box>
        )}
      </SectionCard>
    </>
  );
};
