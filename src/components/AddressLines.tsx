/** A postal address as lines (name, company, street, city, country in the UI language, phone): orders and customers. */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OrderAddressValue } from '../../resources/order/order.schema';

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
