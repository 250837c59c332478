/**
 * /shop/select (SPEC §2, §9): the merchant's published shops, page 1, limit 100, oldest
 * first. Choosing one makes it current and opens the dashboard; with none, an
 * invitation to create the first one.
 */
import AddIcon from '@mui/icons-material/Add';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, List, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { PageLoading } from '../../components/PageLoading';
import { SHOP_LIST_PARAMS } from '../../components/shopList';
import type { ShopRecord } from '../../components/useCurrentShop';
import { useSelectShop } from '../../components/useSelectShop';
import { ShopLoadError } from './ShopLoadError';
import { ShopLayout } from '../../layouts/ShopLayout';
import { getToken } from '../../../authProvider/tokenStore';
import { getCurrentShopId } from '../../lib/currentShop';
import { ShopPageHeading } from './ShopPageHeading';
import { ShopSelectItem } from './ShopSelectItem';

export { SHOP_LIST_PARAMS };

const EmptyShops = () => {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <StorefrontIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        {translate('app.shop_select.empty_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.shop_select.empty_body')}
      </Typography>
      <Button variant="contained" component={Link} to="/shop/create" startIcon={<AddIcon />}>
        {translate('app.shop_select.empty_action')}
      </Button>
    </Paper>
  );
};

const ShopSelectContent = () => {
  const translate = useTranslate();
  // Signing out clears react-admin's cache while this page is still mounted (the route
  // change renders in a transition): without a token the list must not be asked again,
  // or each 401 would sign out, and so navigate, once more.
  const { data, isPending, error, refetch } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS, {
    enabled: Boolean(getToken()),
  });
  const selectShop = useSelectShop();
  const [busy, setBusy] = useState(false);
  const currentId = getCurrentShopId();
  const shops = data ?? [];

  const choose = async (shop: ShopRecord) => {
    setBusy(true);
    try {
      await selectShop(shop);
    } finally {
      setBusy(false);
    }
  };

  const create = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {shops.length > 1 && (
        <Button component={Link} to="/shop/overview">
          {translate('app.layout.shops_overview')}
        </Button>
      )}
      <Button variant="contained" component={Link} to="/shop/create" startIcon={<AddIcon />}>
        {translate('app.shop_select.create')}
      </Button>
    </Box>
  );

  return (
    <>
      <ShopPageHeading
        title="app.shop_select.title"
        subtitle="app.shop_select.subtitle"
        action={shops.length > 0 ? create : undefined}
      />
      {isPending && <PageLoading />}
      {error && <ShopLoadError message="app.shop_select.load_error" onRetry={refetch} />}
      {!isPending && !error && shops.length === 0 && <EmptyShops />}
      {shops.length > 0 && (
        <Paper>
          <List aria-label={translate('app.shop_select.list_label')} disablePadding>
            {shops.map((shop) => (
              <ShopSelectItem
                key={shop.id}
                shop={shop}
                current={String(shop.id) === currentId}
                disabled={busy}
                onSelect={choose}
              />
            ))}
          </List>
        </Paper>
      )}
      <Box sx={{ height: 16 }} />
    </>
  );
};

export const ShopSelectPage = () => (
  <ShopLayout>
    <ShopSelectContent />
  </ShopLayout>
);
