/**
 * Rendering a page of the storefront from a layout's files with LiquidJS: the page's
 * template (templates/<page>.liquid, its sections from templates/<page>.json), then
 * layout/theme.liquid around it. Output is escaped by default; `raw` is for what is
 * already safe (our rendered content, sanitised merchant HTML). Limits keep a broken
 * template from holding the process.
 */
import { Liquid, type FS } from 'liquidjs';
import { formatMoney } from '../../../core/money';
import { isSafeTemplatePath, PageConfig } from '../../../resources/theme/template.schema';
import type { LayoutFiles } from './template.files';

export type PageKind = 'index' | 'collection' | 'product' | 'page' | 'cart' | '404';

/** Reads files on demand (saved, or the temporary version first when previewing), once per render. */
export function layoutFs(
  files: LayoutFiles,
  preview: boolean,
): FS & { text(path: string): Promise<string | undefined> } {
  const cache = new Map<string, Promise<string | undefined>>();
  const text = (path: string) => {
    if (!isSafeTemplatePath(path)) return Promise.resolve(undefined);
    if (!cache.has(path)) cache.set(path, preview ? files.readPreview(path) : files.read('saved', path));
    return cache.get(path)!;
  };
  const missing = (path: string) => Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  return {
    text,
    async exists(path) {
      return (await text(path)) !== undefined;
    },
    async readFile(path) {
      const content = await text(path);
      if (content === undefined) throw missing(path);
      return content;
    },
    existsSync: () => false,
    readFileSync: (path) => {
      throw missing(path);
    },
    resolve: (_dir, file, ext) => (/\.[a-z]+$/i.test(file.split('/').pop() ?? '') ? file : `${file}${ext}`),
  };
}

const localeOf = (language: string) => (language === 'vi' ? 'vi-VN' : 'en-US');

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

export interface RenderInput {
  fs: ReturnType<typeof layoutFs>;
  kind: PageKind;
  language: string;
  currency: string;
  /** Appended to asset URLs (the preview's token), '' otherwise. */
  assetQuery: string;
  context: Record<string, unknown>;
  /** Data a section needs beyond its settings (a featured collection's products). */
  prepareSection?: (section: { type: string; settings: Record<string, unknown> }) => Promise<Record<string, unknown>>;
}

export async function renderPage({
  fs,
  kind,
  language,
  currency,
  assetQuery,
  context,
  prepareSection,
}: RenderInput): Promise<string> {
  const locales = await Promise.all([fs.text(`locales/${language}.json`), fs.text('locales/en.json')]);
  const trees = locales.map((t) => {
    try {
      return t ? JSON.parse(t) : {};
    } catch {
      return {};
    }
  });
  const engine = new Liquid({
    fs,
    root: ['.'],
    extname: '.liquid',
    relativeReference: false,
    outputEscape: 'escape',
    cache: false,
    parseLimit: 1_000_000,
    renderLimit: 3_000,
    memoryLimit: 50_000_000,
    ownPropertyOnly: true,
  });
  engine.registerFilter('t', (key: unknown, ...args: unknown[]) => {
    const text = [lookup(trees[0], String(key)), lookup(trees[1], String(key))].find((v) => typeof v === 'string') as
      string | undefined;
    if (text === undefined) return key;
    const named = Object.fromEntries(args.filter(Array.isArray).map((a) => [String(a[0]), a[1]]));
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(named[name] ?? ''));
  });
  engine.registerFilter('money', (value: unknown) => formatMoney(Number(value), currency, localeOf(language)));
  engine.registerFilter('asset_url', (name: unknown) => `/assets/${encodeURIComponent(String(name))}${assetQuery}`);

  const settingsText = await fs.text('config/settings_data.json');
  let settings: Record<string, unknown> = {};
  try {
    settings = (JSON.parse(settingsText ?? '{}') as { current?: Record<string, unknown> }).current ?? {};
  } catch {
    /* a broken settings file: the theme's defaults in CSS apply */
  }
  const listed = kind === '404' ? [] : await pageSections(fs, kind);
  const sections = await Promise.all(listed.map(async (s) => ({ ...s, ...(await prepareSection?.(s)) })));
  const scope = { ...context, settings, template: kind, sections };
  const content = await engine.renderFile(`templates/${kind}`, scope);
  return engine.renderFile('layout/theme', { ...scope, content_for_layout: content });
}

/** The page's sections in order (templates/<page>.json), each with the file it includes. */
async function pageSections(fs: ReturnType<typeof layoutFs>, kind: PageKind) {
  const text = await fs.text(`templates/${kind}.json`);
  let config: PageConfig = { sections: {}, order: [] };
  try {
    const parsed = PageConfig.safeParse(JSON.parse(text ?? ''));
    if (parsed.success) config = parsed.data;
  } catch {
    /* no config: the template renders without sections */
  }
  return config.order.flatMap((id) => {
    const section = config.sections[id];
    if (!section || section.disabled) return [];
    return [{ id, type: section.type, settings: section.settings, file: `sections/${section.type}` }];
  });
}
