/** The shop's plan state and buying a plan; a purchase refreshes the shop, so the expiry banner updates. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { billingRoutes } from './billing.routes';
import type { PlanId } from './billing.schema';

export function usePlan() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const shopId = getCurrentShopId();
  const query = useQuery({
    queryKey: ['billing-plan', shopId],
    queryFn: ({ signal }) => dataProvider.call(billingRoutes.plan, { signal }).then((a) => a.data),
  });
  const buy = async (plan: PlanId) => {
    const answer = await dataProvider.call(billingRoutes.subscribe, { body: { plan } });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['billing-plan', shopId] }),
      queryClient.invalidateQueries({ queryKey: ['billing-invoices', shopId] }),
      queryClient.invalidateQueries({ queryKey: ['shops'] }),
    ]);
    return answer.data;
  };
  return { ...query, buy };
}
