/**
 * /shop/overview (issue 26 item 1): every shop of the merchant at a glance, reachable from the
 * shop switcher and /shop/select. Totals per currency (never converted), then a card per shop;
 * the period (today, 7 days, 30 days) is chosen once for all. A click on a figure makes that
 * shop current and opens the screen behind it.
 */
import { Alert, Box, Button, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  OVERVIEW_PERIODS,
  type OverviewPeriodKey,
  type OverviewShop,
} from '../../../resources/shop/shop.overview.schema';
import { PageLoading } from '../../components/PageLoading';
import { INBOX_PATH } from '../../components/shopList';
import { useSelectShop } from '../../components/useSelectShop';
import { ShopLoadError } from './ShopLoadError';
import { ShopLayout } from '../../layouts/ShopLayout';
import { OverviewFigures } from './OverviewFigures';
import { ShopOverviewCard } from './ShopOverviewCard';
import { ShopPageHeading } from './ShopPageHeading';
import { useShopOverview } from './useShopOverview';

const ShopOverviewContent = () => {
  const translate = useTranslate();
  const [period, setPeriod] = useState<OverviewPeriodKey>('today');
  const { data, isPending, error, refetch } = useShopOverview();
  const selectShop = useSelectShop();
  const open = (shop: OverviewShop, to: string) => void selectShop(shop, to);

  return (
    <>
      <ShopPageHeading
        title="app.shop_overview.title"
        subtitle="app.shop_overview.subtitle"
        action={
          <>
            <Button component={Link} to={INBOX_PATH}>
              {translate('app.layout.all_orders')}
            </Button>
            <Button component={Link} to="/shop/select">
              {translate('app.layout.all_shops')}
            </Button>
          </>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        onChange={(_, value: OverviewPeriodKey | null) => value && setPeriod(value)}
        aria-label={translate('app.shop_overview.period')}
        color="primary"
        sx={{ mb: 2, bgcolor: 'background.paper' }}
      >
        {OVERVIEW_PERIODS.map((key) => (
          <ToggleButton key={key} value={key}>
            {translate(`app.shop_overview.periods.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isPending && <PageLoading />}
      {error && <ShopLoadError message="app.shop_overview.load_error" onRetry={refetch} />}
      {data && data.shops.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/shop/create">
              {translate('app.shop_select.create')}
            </Button>
          }
        >
          {translate('app.shop_select.empty_title')}
        </Alert>
      )}
      {data && data.totals.length > 0 && (
        <Box component="section" aria-labelledby="overview-totals" sx={{ mb: 2 }}>
          <Typography component="h2" variant="subtitle1" id="overview-totals" gutterBottom>
            {translate('app.shop_overview.totals')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {data.totals.map((total) => {
              const figures = total.periods.find((p) => p.key === period)!;
              return (
                <Card key={total.currency} data-currency={total.currency}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.shop_overview.total_of', { currency: total.currency, smart_count: total.shops })}
                    </Typography>
                    <OverviewFigures figures={figures} currency={total.currency} />
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        </Box>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {data.shops.map((shop) => (
            <ShopOverviewCard key={shop.id} shop={shop} period={period} open={open} />
          ))}
        </Box>
      )}
      <Box sx={{ height: 16 }} />
    </>
  );
};

export const ShopOverviewPage = () => (
  <ShopLayout>
    <ShopOverviewContent />
  </ShopLayout>
);
