/**
 * One shop on the overview: its figures for the chosen period against the one before, what
 * waits for the merchant, its address, language, currency and days left. Every figure is a
 * link: it makes the shop current and opens the screen behind it.
 */
import { Box, Card, CardContent, Link, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { storeUrl } from '../../../core/storeUrl';
import type { OverviewPeriodKey, OverviewShop } from '../../../resources/shop/shop.overview.schema';
import { ShopExpiryChip } from '../../components/ShopExpiryChip';
import { OverviewFigures, type OverviewFigure } from './OverviewFigures';
import { OverviewLastChanges } from './OverviewLastChanges';

const filter = (value: Record<string, string>) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

/** Where each waiting count opens, in the shop it belongs to. */
export const WAITING_SCREENS: Record<keyof OverviewShop['waiting'], string> = {
  unfulfilled: `/orders?${filter({ status: 'processing' })}`,
  abandoned: '/orders/abandoned',
  reviews_pending: `/feedback/review?${filter({ status: 'pending' })}`,
  questions_pending: `/feedback/question?${filter({ status: 'pending' })}`,
  out_of_stock: '/products?sort=quantity&order=ASC',
};

/** Where each figure opens. */
const FIGURE_SCREENS: Record<OverviewFigure, string> = {
  sales: '/analytics',
  orders: '/orders',
  average_order_value: '/analytics',
};

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
  const figures = shop.periods.find((p) => p.key === period)!;
  const url = storeUrl(shop, window.location.protocol);
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
        <OverviewFigures
          figures={figures}
          currency={shop.currency}
          open={(figure) => open(shop, FIGURE_SCREENS[figure])}
        />
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
        <OverviewLastChanges shop={shop} open={open} />
      </CardContent>
    </Card>
  );
};
