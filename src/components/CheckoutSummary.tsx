/**
 * A priced checkout as the merchant reads it: subtotal, discount, shipping, surcharges, tax
 * (added, or included in the prices), tip and total. Shared: the quote tester and draft orders show it.
 */
import { Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../core/money';
import type { CheckoutPriced } from '../../resources/shipping/shipping.checkout.schema';

const Row = ({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) => (
  <Stack direction="row" justifyContent="space-between" role="row">
    <Typography variant="body2" role="rowheader" fontWeight={strong ? 700 : undefined}>
      {label}
    </Typography>
    <Typography variant="body2" role="cell" fontWeight={strong ? 700 : undefined}>
      {amount}
    </Typography>
  </Stack>
);

export const CheckoutSummary = ({
  priced,
  locale,
  label,
}: {
  priced: CheckoutPriced;
  locale: string;
  label: string;
}) => {
  const translate = useTranslate();
  const money = (minor: number) => formatMoney(minor / 10 ** priced.digits, priced.currency, locale);
  const t = (key: string) => translate(`resources.shipping_zones.quote.${key}`);
  return (
    <Stack spacing={0.5} role="table" aria-label={label}>
      <Row label={t('subtotal')} amount={money(priced.subtotal_minor)} />
      {priced.adjustments.map((a) => (
        <Row
          key={`${a.kind}-${a.id}`}
          label={a.kind === 'tip' ? t('tip') : `${t(a.kind)}: ${a.title}`}
          amount={money(a.amount_minor)}
        />
      ))}
      {priced.included_tax_minor > 0 ? (
        <Row label={t('included_tax')} amount={money(priced.included_tax_minor)} />
      ) : null}
      <Divider />
      <Row label={t('total')} amount={money(priced.total_minor)} strong />
    </Stack>
  );
};
