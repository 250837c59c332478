/**
 * Vite (Rolldown) chunk grouping. What every start needs comes in a few files, instead of
 * dozens of small shared chunks:
 *   - `framework`: the packages (React, MUI, react-admin, react-query, …) the entry reaches
 *     statically (src/main.tsx imports the app; src/ShopAdmin.tsx keeps react-admin's
 *     default layout and pages out of it);
 *   - `shell`: our own code the entry reaches statically (providers, route tables as paths,
 *     the English strings of the shell);
 *   - `sign-in`: the sign-in form with all it uses beyond the shell (react-hook-form, the
 *     text inputs, menus, links): /login loads nothing of the signed-in screens;
 *   - `home`: the signed-in frame (the default layout: app bar, side bar, react-admin's
 *     layout parts) and the dashboard, with what they use beyond sign-in (Chip, tooltips…).
 *     `/` loads sign-in too (what they share is there): 6 files. A third chunk of only what
 *     both share would spare `/` the sign-in form's own code (about 16 KiB), but a group
 *     cannot say "used by both" and the module graph seen by a plugin goes through
 *     react-admin's and MUI's barrels (everything looks used): not done.
 * Every other screen is split by Rolldown itself: one chunk per lazy screen and shared chunks
 * by the set of screens that use them. A screen loads its own code, not its area's (the
 * product edit screen does not bring the product list's table), and packages only some
 * screens use (zod, the date pickers, Monaco, recharts, liquidjs) load with those screens.
 *
 * Tried and reverted, twice: one chunk per area (`resources/<area>/`) and one per set of
 * screens. Areas import each other (an order shows its customer, a customer its orders), so
 * area chunks imported each other back; a chunk loaded second in such a cycle is evaluated
 * half-way, and module-level code then called into the other half before it ran ("Jt is
 * not a function", "E is not a constructor"). Rolldown's own splitting makes no cycle;
 * tests/build/firstLoad.test.ts fails on any.
 */
const PACKAGE = /[\\/]node_modules[\\/]|^\0/;
const initial = ['$initial' as const];

/** The screens a start opens first: the dashboard, or the sign-in form. */
const HOME = /[\\/]src[\\/]pages[\\/]dashboard[\\/]\w+\.tsx$/;
const SIGN_IN = /[\\/]src[\\/]pages[\\/]auth[\\/](?:LoginPage|AuthHeading)\.tsx$/;
/** The frame of every signed-in screen, with react-admin's layout parts: with the dashboard, not in the sign-in's load. */
const LAYOUT = /[\\/]src[\\/]layouts[\\/]DefaultLayout\.tsx$/;

/** The chunks of the first load by name (with the entry, `index`, and Rolldown's runtime). */
export const FIRST_LOAD_CHUNKS = ['index', 'rolldown-runtime', 'framework', 'shell', 'home', 'sign-in'];

export const chunkGroups = () => ({
  groups: [
    { name: 'framework', test: PACKAGE, tags: initial, priority: 3 },
    { name: 'shell', test: (id: string) => !PACKAGE.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id), tags: initial, priority: 2 },
    // What the sign-in form shares with the rest (MUI's Stack and Link, the language menu)
    // stays in its chunk: /login loads nothing of the signed-in screens.
    { name: 'sign-in', test: SIGN_IN, priority: 1.5, includeDependenciesRecursively: true },
    { name: 'home', test: (id: string) => HOME.test(id) || LAYOUT.test(id), priority: 1, includeDependenciesRecursively: true },
  ],
});
