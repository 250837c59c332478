/** The theme's English and Vietnamese locale files, parsed, and writing one back (pretty JSON). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { localeFileOf, type LocaleTree } from './localeKeys';
import { splitPath } from './templateDrafts';
import { templateRoutes } from './template.routes';

export type Language = 'en' | 'vi';
export interface LocaleFile {
  path: string;
  tree: LocaleTree;
}

export function useLocaleFiles(themeId: string | undefined) {
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const query = themeId ? { theme_id: themeId } : {};
  const key = ['template', `${getCurrentShopId() ?? ''}:${themeId ?? 'main'}`, 'locales'];
  const files = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const folder = await dp.call(templateRoutes.folder, { params: { folder: 'locales' }, query, signal });
      const paths = folder.data.files.map((f) => f.path);
      const out: { en?: LocaleFile; vi?: LocaleFile; invalid: string[] } = { invalid: [] };
      for (const lang of ['en', 'vi'] as const) {
        const path = localeFileOf(paths, lang);
        if (!path) continue;
        const file = await dp.call(templateRoutes.get, { params: splitPath(path), query, signal });
        try {
          out[lang] = { path, tree: JSON.parse(file.data.content) as LocaleTree };
        } catch {
          out.invalid.push(path);
        }
      }
      return out;
    },
  });
  return {
    ...files,
    write: async (lang: Language, path: string | undefined, tree: LocaleTree) => {
      const target = path ?? `locales/${lang}.json`;
      await dp.call(templateRoutes.save, {
        params: splitPath(target),
        query,
        body: `${JSON.stringify(tree, null, 2)}\n`,
      });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  };
}
