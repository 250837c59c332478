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
 *     layout parts) and the dashboard, with what they use beyond the shell (Chip, tooltips…);
 *   - `first`: what the sign-in form and the signed-in frame both use beyond the shell (the
 *     language menu, the logo, MUI's text field, menu, card and link, about 26 KiB). `/`
 *     loads shell + first + home, `/login` shell + first + sign-in: 6 files each, and
 *     neither loads the other's own code.
 *     A group cannot say "used by both", and the module graph a plugin sees goes through
 *     react-admin's and MUI's barrels (everything looks used), so `first` names its roots
 *     (SHARED_FIRST); their dependencies come with them. tests/build/firstLoad.test.ts fails
 *     when `/` loads the sign-in chunk or `/login` the home chunk: a root to add here.
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

/** The screens a start opens first, with their strings: the dashboard, or the sign-in form. */
const HOME = /[\\/]src[\\/]pages[\\/]dashboard[\\/](?:\w+\.tsx|dashboard\.i18n\.ts)$/;
const SIGN_IN = /[\\/]src[\\/]pages[\\/]auth[\\/](?:LoginPage\.tsx|AuthHeading\.tsx|login\.i18n\.ts)$/;
/** The frame of every signed-in screen, with react-admin's layout parts: with the dashboard, not in the sign-in's load. */
const LAYOUT = /[\\/]src[\\/]layouts[\\/]DefaultLayout\.tsx$/;
/**
 * axios, which dataProvider/http.ts loads with the first call: a signed-in start makes calls
 * at once and loads it with the frame; the sign-in form shows without it, and its submit
 * loads the frame the next screen needs anyway.
 */
const AXIOS = /[\\/]node_modules[\\/]axios[\\/]/;
/**
 * What the sign-in form and the signed-in frame (or the dashboard) both use beyond the shell,
 * by the modules they import: our components, MUI's components, ra-core's resource context,
 * and what react-admin's labels use (inflection, lodash's get).
 */
const SHARED_FIRST = new RegExp(
  [
    String.raw`[\\/]src[\\/]components[\\/](?:AppLogo|LanguageMenu|ScreenTitleSync)\.tsx$`,
    String.raw`[\\/]@mui[\\/]material[\\/]esm[\\/](?:TextField|Card|CardContent|Link|Menu)[\\/]\w+\.js$`,
    String.raw`[\\/]ra-core[\\/]dist[\\/]core[\\/]useResourceContext\.js$`,
    String.raw`[\\/]node_modules[\\/](?:inflection[\\/]lib[\\/]inflection|lodash[\\/]get)\.js$`,
  ].join('|'),
);

/** The chunks of the first load by name (with the entry, `index`, and Rolldown's runtime). */
export const FIRST_LOAD_CHUNKS = ['index', 'rolldown-runtime', 'framework', 'shell', 'first', 'home', 'sign-in'];

export const chunkGroups = () => ({
  groups: [
    { name: 'framework', test: PACKAGE, tags: initial, priority: 3 },
    {
      name: 'shell',
      test: (id: string) => !PACKAGE.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
      tags: initial,
      priority: 2,
    },
    { name: 'first', test: SHARED_FIRST, priority: 1.8, includeDependenciesRecursively: true },
    { name: 'sign-in', test: SIGN_IN, priority: 1.5, includeDependenciesRecursively: true },
    {
      name: 'home',
      test: (id: string) => HOME.test(id) || LAYOUT.test(id) || AXIOS.test(id),
      priority: 1,
      includeDependenciesRecursively: true,
    },
  ],
});
