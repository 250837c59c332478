/** A page's sections (templates/<page>.json): read the saved config, save it as the preview or for real. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { templateRoutes } from './template.routes';
import type { PageConfig, TEMPLATE_PAGES } from './template.schema';

export type TemplatePage = (typeof TEMPLATE_PAGES)[number];

export function usePageConfig(themeId: string | undefined, page: TemplatePage) {
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const base = themeId ? { theme_id: themeId } : {};
  const key = ['template', `${getCurrentShopId() ?? ''}:${themeId ?? 'main'}`, 'page-config', page];
  const config = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      dp
        .call(templateRoutes.pageConfig, { params: { file_name: page }, query: base, signal })
        .then((a) => a.data.config),
  });
  return {
    config,
    write: async (body: PageConfig, preview: boolean) => {
      const answer = await dp.call(templateRoutes.savePageConfig, {
        params: { file_name: page },
        query: preview ? { ...base, preview: 'true' } : base,
        body,
      });
      if (!preview) queryClient.setQueryData(key, answer.data.config);
      return answer.data;
    },
  };
}
