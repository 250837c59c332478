/**
 * How long a shop still runs (SPEC §4): the countdown in its largest unit above 1, in
 * warning colours within the banner threshold (7 days), or "data is being cleared".
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { expiryBanner, type ShopExpiry } from '../lib/expiry';

export function useExpiryText() {
  const translate = useTranslate();
  return (shop: ShopExpiry, now = new Date()) => {
    const state = expiryBanner(shop, now);
    if (state.phase === 'clearing') return { text: translate('app.expiry.clearing'), urgent: true };
    return { text: translate(`app.expiry.${state.unit}`, { smart_count: state.count }), urgent: state.show };
  };
}

export const ShopExpiryChip = ({ shop }: { shop: ShopExpiry }) => {
  const expiryText = useExpiryText();
  if (!shop.expired_at) return null;
  const { text, urgent } = expiryText(shop);
  return (
    <Chip size="small" label={text} color={urgent ? 'warning' : 'default'} variant={urgent ? 'filled' : 'outlined'} />
  );
};
