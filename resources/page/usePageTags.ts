/** Every tag the shop's pages use (SPEC §7 GET …/tags): the list's tag filter and the form's suggestions. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { pageRoutes } from './page.resource';

export const usePageTags = () => {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data } = useQuery({
    queryKey: ['pages', 'tags', getCurrentShopId()],
    queryFn: ({ signal }) =>
      dataProvider.call(pageRoutes.tags, { signal }).then((a) => (a as { data: { tags: string[] } }).data.tags),
  });
  return data ?? [];
};
