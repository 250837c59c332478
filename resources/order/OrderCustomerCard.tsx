/** Who ordered (a link to the customer), the addresses, and the referring site with its SPEC §9 label. */
import { Link as MuiLink, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { trafficSourceLabel } from '../../src/lib/trafficSource';
import { customerShowPath } from '../customer/customer.paths';
import type { Order, OrderAddressValue } from './order.schema';
import { OrderSection } from './OrderSection';

/** 'VN' -> 'Vietnam' / 'Việt Nam' in the UI language; the code when the browser has no name for it. */
function countryName(code: string | null | undefined, locale: string) {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const AddressLines = ({ address }: { address: OrderAddressValue | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!address)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.orders.detail.no_address')}
      </Typography>
    );
  const lines = [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    [address.address, address.apartment].filter(Boolean).join(', '),
    [address.zip_code, address.city, address.province].filter(Boolean).join(' '),
    countryName(address.country_code, locale),
    address.phone,
  ].filter(Boolean);
  // A fixed list of lines: the index is a stable key (two lines may read the same).
  return (
    <>
      {lines.map((line, i) => (
        <Typography key={i} variant="body2">
          {line}
        </Typography>
      ))}
    </>
  );
};

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
      <OrderSection title="resources.orders.fields.customer">
        {customer ? (
          <>
            <MuiLink component={Link} to={customerShowPath(customer.id)} variant="body2">
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
      </OrderSection>
      <OrderSection title="resources.orders.detail.addresses">
        <Typography variant="overline" component="h3">
          {translate('resources.orders.fields.shipping_address')}
        </Typography>
        <AddressLines address={order.shipping_address} />
        <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 1 }}>
          {translate('resources.orders.fields.billing_address')}
        </Typography>
        <AddressLines address={order.billing_address} />
      </OrderSection>
      <OrderSection title="resources.orders.fields.referring_site">
        <TrafficSource site={order.referring_site} />
      </OrderSection>
    </>
  );
};
