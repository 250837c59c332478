/** The shop's domains and the calls on them; a change of public domain refreshes the shop (store URL). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { domainRoutes } from './domain.routes';

export function useDomains() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const key = ['domains', getCurrentShopId()];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.call(domainRoutes.list, { signal }).then((a) => a.data.domains),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await queryClient.invalidateQueries({ queryKey: ['shops'] });
  };
  const after = <T>(p: Promise<T>) =>
    p.then(async (v) => {
      await refresh();
      return v;
    });
  return {
    ...list,
    add: (body: { name: string; provider?: string | null; auto_renew?: boolean }) =>
      after(dataProvider.call(domainRoutes.add, { body })),
    verify: (id: string) => after(dataProvider.call(domainRoutes.verify, { params: { domain_id: id } })),
    remove: (id: string) => after(dataProvider.call(domainRoutes.remove, { params: { domain_id: id } })),
    setPublic: (domain: string) => after(dataProvider.call(domainRoutes.setPublic, { query: { domain } })),
    clearPublic: () => after(dataProvider.call(domainRoutes.clearPublic, {})),
  };
}
