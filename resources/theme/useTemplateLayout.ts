/** The theme being customised, with its storefront and preview addresses (the template list call, shared with the code editor). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { templateRoutes } from './template.routes';

export const templateListKey = (themeId: string | undefined) => [
  'template',
  `${getCurrentShopId() ?? ''}:${themeId ?? 'main'}`,
  'list',
];

export function useTemplateLayout(themeId: string | undefined) {
  const dp = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: templateListKey(themeId),
    queryFn: ({ signal }) =>
      dp.call(templateRoutes.list, { query: themeId ? { theme_id: themeId } : {}, signal }).then((a) => a.data),
    select: (data) => data.layout,
  });
}
