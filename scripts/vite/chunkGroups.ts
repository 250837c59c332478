/**
 * Vite (Rolldown) chunk grouping. What every start needs comes in two files beside the
 * entry, instead of dozens of small shared chunks:
 *   - `framework`: the packages (React, MUI, react-admin, react-query, …) the entry reaches
 *     statically (src/main.tsx imports the app, the app its default layout);
 *   - `shell`: our own code the entry reaches statically (providers, route tables, layout).
 * Then our own screens by area and screen, loaded by the screen that opens: a module goes
 * to the chunk of the screens that use it (`area-product-ProductEdit`,
 * `area-product-ProductCreate-ProductEdit`), so the edit screen does not bring the list's
 * table, paging and import along; what more than three screens share is the area's chunk
 * (`area-product`); the sign-in screens are `pages-auth`. Packages only screens use
 * (the date pickers, the S3 client, Monaco, recharts) keep Rolldown's automatic splitting and load with those screens.
 */
import type { ChunkingContext } from 'rolldown';

const PACKAGE = /[\\/]node_modules[\\/]|^\0/;
const initial = ['$initial' as const];

/**
 * Views that pull in a heavy package (recharts, the date pickers, Monaco, the rich-text
 * editor) are loaded lazily by their screen and named for it (`*Charts.tsx`,
 * `*DateInput.tsx`, `*CodeEditor.tsx`, `*RichText.tsx`): they stay out of the area chunk,
 * which other screens (the dashboard) may load on first view.
 */
const HEAVY_VIEW = /(?:Charts|DateInput|CodeEditor|RichText)\.tsx$/;
/**
 * What other screens borrow from an area (the dashboard: the money and date hooks of
 * orders, the analysis query, the change text) must not bring that area's screens along:
 * hooks (`useX.ts`) and views named `*.shared.tsx` are split automatically instead.
 */
const BORROWED = /[\\/]use[A-Z]\w*\.tsx?$|\.shared\.tsx?$/;

/**
 * The lazily loaded screens (modules something imports with `import()`) that reach a module
 * through static imports. Memoised per build.
 */
function screensOf(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found); // cycles end here
  const info = ctx.getModuleInfo(id);
  if (!info) return found;
  if (info.dynamicImporters.length) found.add(id);
  for (const importer of info.importers) for (const screen of screensOf(importer, ctx, memo)) found.add(screen);
  return found;
}

/** Beyond this many screens sharing a module, it goes to the area's common chunk. */
const MAX_SCREENS = 3;

const baseName = (id: string) => id.replace(/^.*[\\/]/, '').replace(/\.[jt]sx?$/, '');

export function areaOf(id: string, ctx?: ChunkingContext, memo = new Map<string, Set<string>>()): string | null {
  if (HEAVY_VIEW.test(id) || BORROWED.test(id)) return null;
  const m = /[\\/]resources[\\/]([\w-]+)[\\/]/.exec(id);
  const area = m ? `area-${m[1]}` : /[\\/]src[\\/]pages[\\/]auth[\\/]/.test(id) ? 'pages-auth' : null;
  if (!area) return null;
  const screens = [...(ctx ? screensOf(id, ctx, memo) : [])].map(baseName).sort();
  // One chunk per set of screens (at most three): each screen loads what it uses, no more.
  return screens.length && screens.length <= MAX_SCREENS ? `${area}-${screens.join('-')}` : area;
}

export function chunkGroups() {
  const memo = new Map<string, Set<string>>();
  return {
    groups: [
      { name: 'framework', test: PACKAGE, tags: initial, priority: 3 },
      { name: 'shell', test: (id: string) => !PACKAGE.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id), tags: initial, priority: 2 },
      {
        debugName: 'areas',
        name: (id: string, ctx: ChunkingContext) => (PACKAGE.test(id) ? null : areaOf(id, ctx, memo)),
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
