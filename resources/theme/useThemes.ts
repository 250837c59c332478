/**
 * The shop's themes (SPEC §7 "layouts": its copies of catalogue themes) and what the
 * themes screen does with them. Every change refreshes the list and the published one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { saveBlob } from '../../src/lib/download';
import { themeRoutes } from './theme.routes';
import type { Layout } from './theme.schema';

/**
 * The template-file calls (download, upload) are the template's (template.routes.ts); imported on use,
 * with its schema (and zod), which the themes list does not otherwise need.
 */
const templateArea = () =>
  Promise.all([import('./template.routes'), import('./template.schema')]).then(([routes, schema]) => ({
    templateRoutes: routes.templateRoutes,
    UPLOAD_ZIP_MAX: schema.UPLOAD_ZIP_MAX,
  }));

export type LayoutAction = 'publish' | 'duplicate' | 'delete';

/** `maple-co-dawn.zip`: the theme's name as a file name. */
export const zipName = (name: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'theme'
  }.zip`;

export function useThemes() {
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const shop_id = getCurrentShopId() ?? '';
  const key = ['themes', shop_id];
  const layouts = useQuery({
    queryKey: [...key, 'layouts'],
    queryFn: ({ signal }) => dp.call(themeRoutes.layouts, { query: { shop_id }, signal }).then((a) => a.data.layouts),
  });
  const active = useQuery({
    queryKey: [...key, 'active'],
    queryFn: ({ signal }) => dp.call(themeRoutes.active, { query: { shop_id }, signal }).then((a) => a.data),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const after = <T>(p: Promise<T>) =>
    p.then(async (v) => {
      await refresh();
      return v;
    });
  return {
    layouts,
    active,
    act: (id: string, action: LayoutAction) =>
      after(dp.call(themeRoutes.act, { body: { id, action } })).then((a) => a.data),
    rename: (layout: Layout, name: string) =>
      after(dp.call(themeRoutes.layoutUpdate, { params: { id: layout.id }, body: { name, version: layout.version } })),
    download: async (layout: Layout) => {
      const { templateRoutes } = await templateArea();
      const blob = await dp.call(templateRoutes.download, { query: { theme_id: layout.id } });
      saveBlob(blob, zipName(layout.name));
    },
    /** Refuses a file larger than the gateway takes before sending it. */
    upload: async (file: File) => {
      const { templateRoutes, UPLOAD_ZIP_MAX } = await templateArea();
      if (file.size > UPLOAD_ZIP_MAX) throw new Error('resources.themes.upload_too_big');
      const form = new FormData();
      form.append('file', file);
      return after(dp.call(templateRoutes.upload, { body: form })).then((a) => a.data);
    },
    install: (theme: string) =>
      after(dp.call(themeRoutes.layoutCreate, { body: { theme: theme as Layout['theme'] } })).then((a) => a.data),
  };
}

/** One layout with its URLs (the preview one is signed for an hour): for previewing an unpublished theme. */
export function useLayoutDetail(id: string | undefined) {
  const dp = useDataProvider<GatewayDataProvider>();
  const shop_id = getCurrentShopId() ?? '';
  return useQuery({
    queryKey: ['themes', shop_id, 'detail', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => dp.call(themeRoutes.layoutsDetail, { query: { shop_id, id }, signal }).then((a) => a.data),
  });
}

/** The catalogue of themes the product ships. */
export function useThemeCatalogue() {
  const dp = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: ['themes', 'catalogue'],
    queryFn: ({ signal }) => dp.call(themeRoutes.getAll, { signal }).then((a) => a.data.themes),
    staleTime: 5 * 60_000,
  });
}
