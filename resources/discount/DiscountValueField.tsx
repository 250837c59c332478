/** 10% or $5.00 in the shop's currency. */
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../core/money';
import type { Discount } from './discount.schema';
import { useShopMoney } from '../../src/components/useShopMoney';

export const DiscountValueField = () => {
  const record = useRecordContext<Discount>();
  const { currency, locale } = useShopMoney();
  if (!record) return null;
  return <span>{record.type === 'percent' ? `${record.value}%` : formatMoney(record.value, currency, locale)}</span>;
};
