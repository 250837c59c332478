/** GET /shop/api/overview: the merchant's shops at a glance (not scoped to the current shop). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import type { ShopOverview } from '../../../resources/shop/shop.overview.schema';
import { shopRoutes } from '../../../resources/shop/shop.routes';

export function useShopOverview() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  // Keyed under 'shops': a shop switch keeps it (useSelectShop), and it is refreshed on each visit.
  return useQuery<ShopOverview>({
    queryKey: ['shops', 'overview'],
    refetchOnMount: 'always',
    queryFn: ({ signal }) => dataProvider.call(shopRoutes.overview, { signal }).then((a) => a.data),
  });
}
