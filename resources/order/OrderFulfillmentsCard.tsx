/** The order's fulfillments (lines, tracking; each opens its edit screen) and the button to fulfil what is left. */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canFulfil, unfulfilledCount } from './fulfillment.lines';
import { fulfillmentScreens } from './fulfillment.resource';
import type { Order } from './order.schema';
import { RelativeTime } from '../../src/components/OrderFields';
import { SectionCard } from '../../src/components/SectionCard';

export const OrderFulfillmentsCard = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const left = unfulfilledCount(order);
  const fulfil = canFulfil(order) && left > 0 && (
    <Button
      size="small"
      variant="contained"
      startIcon={<LocalShippingIcon />}
      component={Link}
      to={fulfillmentScreens.create({ order: order.id })}
    >
      {translate('resources.orders.detail.fulfil', { smart_count: left })}
    </Button>
  );
  return (
    <SectionCard title="resources.orders.detail.fulfillments" action={fulfil || undefined}>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.orders.fulfillment_status.${order.fulfillment_status}`)}
      </Typography>
      {order.fulfillments.map((f) => (
        <Box key={f.id} sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <MuiLink
              component={Link}
              to={fulfillmentScreens.edit({ id: f.id, query: { order: order.id } })}
              sx={{ fontWeight: 600 }}
              aria-label={translate('resources.fulfillments.edit_named', { name: f.name })}
            >
              {f.name}
            </MuiLink>
            <RelativeTime at={f.created_at} />
          </Box>
          {f.items.map((line) => (
            <Typography key={line.item_id} variant="body2">
              {`${line.quantity} × ${line.title}${line.variant_title ? ` (${line.variant_title})` : ''}`}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            {f.tracking_number
              ? translate('resources.fulfillments.tracking_line', {
                  number: f.tracking_number,
                  company: f.tracking_company ?? '',
                })
              : translate('resources.fulfillments.no_tracking')}
          </Typography>
        </Box>
      ))}
    </SectionCard>
  );
};
