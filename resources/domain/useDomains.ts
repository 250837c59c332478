/**
 * The shop's domains through the dataProvider's domains mapping (declaredResource: the declared
 * list and add; remove as delete), the other calls as they are; a call that may change the
 * public domain refreshes the shop too (the store URL).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { VerifyResult } from './DomainRecords';
import { domain, type Domain } from './domain.resource';
import { publicDomainRoutes } from './domain.routes';

export type DomainBody = { name: string; provider: string | null; auto_renew: boolean };

export function useDomains() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const list = useGetList<Domain & { id: string }>(domain.name, {
    pagination: { page: 1, perPage: domain.list.perPage },
    sort: domain.list.sort,
  });
  const after = async <T>(p: Promise<T>) => {
    const value = await p;
    await queryClient.invalidateQueries({ queryKey: [domain.name] });
    await queryClient.invalidateQueries({ queryKey: ['shops'] });
    return value;
  };
  return {
    ...list,
    add: (data: DomainBody) => after(dataProvider.create<Domain & { id: string }>(domain.name, { data })),
    verify: (id: string) =>
      after(dataProvider.call(domain.routes.verify, { params: { domain_id: id } }) as Promise<{ data: VerifyResult }>),
    remove: (d: Domain & { id: string }) => after(dataProvider.delete(domain.name, { id: d.id, previousData: d })),
    setPublic: (name: string) => after(dataProvider.call(publicDomainRoutes.setPublic, { query: { domain: name } })),
    clearPublic: () => after(dataProvider.call(publicDomainRoutes.clearPublic, {})),
  };
}
