/**
 * One shop on the overview: its figures for the chosen period against the one before, what
 * waits for the merchant, its address, language, currency and days left. Every figure is a
 * link: it makes the shop current and opens the screen behind it.
 */
import { Box, Card, CardContent, Link, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/money';
import { storeUrl } from '../../../core/storeUrl';
import type { OverviewPeriodKey, OverviewShop } from '../../../resources/shop/shop.overview.schema';
import { ChangeText } from '../../components/ChangeText';
import { ShopExpiryChip } from '../../components/ShopExpiryChip';
import { intlLocale } from '../../lib/locale';

const filter = (value: Record<string, string>) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

/** Where each waiting count opens, in the shop it belongs to. */
export const WAITING_SCREENS: Record<keyof OverviewShop['waiting'], string> = {
  unfulfilled: `/orders?${filter({ status: 'processing' })}`,
  abandoned: '/orders/abandoned',
  reviews_pending: `/feedback/review?${filter({ status: 'pending' })}`,
  questions_pending: `/feedback/question?${filter({ status: 'pending' })}`,
  out_of_stock: '/products?sort=quantity&order=ASC',
};

const FIGURES = [
  ['sales', '/analytics'],
  ['orders', '/orders'],
  ['average_order_value', '/analytics'],
] as const;

export const ShopOverviewCard = ({
  shop,
  period,
  open,
}: {
  shop: OverviewShop;
  period: OverviewPeriodKey;
  open: (shop: OverviewShop, to: string) => void;
}) => {
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const figures = shop.periods.find((p) => p.key === period)!;
  const url = storeUrl(shop, window.location.protocol);
  const money = (n: number) => formatMoney(n, shop.currency, intlLocale(uiLocale));
  const waiting = (Object.keys(WAITING_SCREENS) as (keyof OverviewShop['waiting'])[]).filter(
    (k) => shop.waiting[k] > 0,
  );
  return (
    <Card component="section" aria-labelledby={`overview-${shop.id}`} data-shop={shop.id}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" id={`overview-${shop.id}`} sx={{ flexGrow: 1 }}>
            {shop.name}
          </Typography>
          <ShopExpiryChip shop={shop} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {url ? (
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </Link>
          ) : (
            translate('app.shop_select.no_domain')
          )}{' '}
          · {translate(`app.shop_overview.languages.${shop.language === 'vi' ? 'vi' : 'en'}`)} · {shop.currency}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 2 }}>
          {FIGURES.map(([figure, to]) => (
            <ListItemButton
              key={figure}
              onClick={() => open(shop, to)}
              sx={{ display: 'block', borderRadius: 1, px: 1 }}
              data-figure={figure}
            >
              <Typography variant="body2" color="text.secondary">
                {translate(`app.shop_overview.figures.${figure}`)}
              </Typography>
              <Typography variant="h6" component="p" data-value sx={{ overflowWrap: 'anywhere' }}>
                {figure === 'orders' ? figures.current.orders : money(figures.current[figure])}
              </Typography>
              <ChangeText change={figures.change[figure]} />
            </ListItemButton>
          ))}
        </Box>
        <Typography component="h3" variant="subtitle2">
          {translate('app.shop_overview.waiting')}
        </Typography>
        {waiting.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.shop_overview.nothing_waiting')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate('app.shop_overview.waiting_in', { shop: shop.name })}>
            {waiting.map((key) => (
              <ListItem key={key} disablePadding>
                <ListItemButton onClick={() => open(shop, WAITING_SCREENS[key])} data-waiting={key}>
                  <ListItemText
                    primary={translate(`app.shop_overview.counts.${key}`, { smart_count: shop.waiting[key] })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
