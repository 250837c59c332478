/** The status a list row shows: active, scheduled, expired, used up or inactive. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Discount } from './discount.schema';

const COLORS = {
  active: 'success',
  scheduled: 'info',
  expired: 'default',
  used_up: 'warning',
  inactive: 'default',
} as const;

export const DiscountStatusChip = () => {
  const record = useRecordContext<Discount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" color={COLORS[record.status]} label={translate(`resources.discounts.status.${record.status}`)} />
  );
};
