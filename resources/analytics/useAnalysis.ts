/** POST /order/api/{shop}/analysis for a range and granularity (react-query; kept while the next range loads). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import type { Analysis, AnalysisGranularity } from '../order/order.analysis.schema';
import { orderRoutes } from '../order/order.routes';

export function useAnalysis(from: string, to: string, interval: AnalysisGranularity, enabled = true) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery<Analysis>({
    queryKey: ['analysis', getCurrentShopId(), from, to, interval],
    enabled: enabled && from <= to,
    placeholderData: (previous) => previous,
    queryFn: ({ signal }) =>
      dataProvider.call(orderRoutes.analysis, { query: { from, to, interval }, body: {}, signal }).then((a) => a.data),
  });
}
