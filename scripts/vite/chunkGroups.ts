/**
 * Vite (Rolldown) chunk grouping. What every start needs comes in two files beside the
 * entry, instead of dozens of small shared chunks:
 *   - `framework`: the packages (React, MUI, react-admin, react-query, …) the entry reaches
 *     statically (src/main.tsx imports the app, the app its default layout);
 *   - `shell`: our own code the entry reaches statically (providers, route tables, layout).
 * Then one chunk per resource area of our own screens (`area-product`, …), loaded by
 * the first screen of that area. Packages only screens use (the date pickers, the S3
 * client, Monaco, recharts) keep Rolldown's automatic splitting and load with those screens.
 */
const PACKAGE = /[\\/]node_modules[\\/]|^\0/;
const initial = ['$initial' as const];

/** `resources/<area>/…` makes one chunk per area; so do the sign-in screens. */
/**
 * Views that pull in a heavy package (recharts, the date pickers, Monaco) are loaded lazily by
 * their screen and named for it (`*Charts.tsx`, `*DateInput.tsx`, `*CodeEditor.tsx`): they stay
 * out of the area chunk, which other screens (the dashboard) may load on first view
 * (`*RichText.tsx`: the rich-text editor).
 *
 * Tried and reverted: one chunk per set of screens (an edit screen without its list's table).
 * Rolldown then put packages only one screen uses (liquidjs) into that screen's entry
 * chunk, which imports the area chunk that imports the package back: a chunk cycle, and a
 * module-level `new Liquid()` ran before liquidjs was evaluated ("E is not a constructor").
 */
const HEAVY_VIEW = /(?:Charts|DateInput|CodeEditor|RichText)\.tsx$/;
/**
 * What other screens borrow from an area (the dashboard: the money and date hooks of
 * orders, the analysis query, the change text) must not bring that area's screens along:
 * hooks (`useX.ts`) and views named `*.shared.tsx` are split automatically instead.
 */
const BORROWED = /[\\/]use[A-Z]\w*\.tsx?$|\.shared\.tsx?$/;

function areaOf(id: string): string | null {
  if (HEAVY_VIEW.test(id) || BORROWED.test(id)) return null;
  const m = /[\\/]resources[\\/]([\w-]+)[\\/]/.exec(id);
  if (m) return `area-${m[1]}`;
  // The sign-in screens split automatically: /login must not bring sign-up's schemas (zod).
  return null;
}

export const chunkGroups = () => ({
  groups: [
    { name: 'framework', test: PACKAGE, tags: initial, priority: 3 },
    { name: 'shell', test: (id: string) => !PACKAGE.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id), tags: initial, priority: 2 },
    { debugName: 'areas', name: (id: string) => (PACKAGE.test(id) ? null : areaOf(id)), priority: 1, includeDependenciesRecursively: false },
  ],
});
