/** The shop's domains and the calls on them; a change of public domain refreshes the shop (store URL). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { domain } from './domain.resource';
import type { VerifyResult } from './DomainRecords';
import type { Domain } from './domain.schema';
import { publicDomainRoutes } from './domain.routes';

export function useDomains() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const key = ['domains', getCurrentShopId()];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      dataProvider.call(domain.routes.list, { signal }).then((a) => (a.data as { domains: Domain[] }).domains),
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
      after(dataProvider.call(domain.routes.create, { body }) as Promise<{ data: Domain }>),
    verify: (id: string) =>
      after(dataProvider.call(domain.routes.verify, { params: { domain_id: id } }) as Promise<{ data: VerifyResult }>),
    remove: (id: string) => after(dataProvider.call(domain.routes.remove, { params: { domain_id: id } })),
    setPublic: (name: string) => after(dataProvider.call(publicDomainRoutes.setPublic, { query: { domain: name } })),
    clearPublic: () => after(dataProvider.call(publicDomainRoutes.clearPublic, {})),
  };
}
