/** Who ordered (a link to the customer), the addresses, and the referring site with its SPEC §9 label. */
import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { trafficSourceLabel } from '../../src/lib/trafficSource';
import { customerScreens } from '../customer/customer.resource';
import type { Order } from './order.schema';
import { AddressLines } from '../../src/components/AddressLines';
import { SectionCard } from '../../src/components/SectionCard';

export const TrafficSource = ({ site }: { site: string | null }) => {
  const translate = useTranslate();
  const label = trafficSourceLabel(site);
  return (
    <Typography variant="body2">
      {'key' in label ? translate(label.key) : label.host}
      {site && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', wordBreak: 'break-all' }}
        >
          {site}
        </Typography>
      )}
    </Typography>
  );
};

export const OrderCustomerCard = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const customer = order.customer;
  return (
    <>
      <SectionCard title="resources.orders.fields.customer">
        {customer ? (
          <>
            <MuiLink component={Link} to={customerScreens.show({ id: customer.id })} variant="body2">
              {customer.name}
            </MuiLink>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.orders.detail.customer_orders', { smart_count: customer.total_orders })}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.orders.no_customer')}
          </Typography>
        )}
        {(order.email || customer?.email) && <Typography variant="body2">{order.email || customer?.email}</Typography>}
        {customer?.phone && <Typography variant="body2">{customer.phone}</Typography>}
      </SectionCard>
      <SectionCard title="resources.orders.detail.addresses">
        <Typography variant="overline" component="h3">
          {translate('resources.orders.fields.shipping_address')}
        </Typography>
        <AddressLines address={order.shipping_address} />
        <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 1 }}>
          {translate('resources.orders.fields.billing_address')}
        </Typography>
        <AddressLines address={order.billing_address} />
      </SectionCard>
      <SectionCard title="resources.orders.fields.referring_site">
        <TrafficSource site={order.referring_site} />
      </SectionCard>
    </>
  );
};
