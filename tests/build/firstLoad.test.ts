/**
 * The first load stays light: a real `vite build` (nothing written), and the chunks `/login`
 * and `/` load first must not contain a heavy module that only some screens need.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChunks, firstLoad, staticClosure, type BuiltChunk } from './firstLoad';

/** Heavy modules no first screen needs, by the start of their path under node_modules. */
const HEAVY = [
  'zod',
  '@aws-sdk',
  'monaco-editor',
  '@monaco-editor',
  'recharts',
  '@mui/x-date-pickers',
  'dompurify',
  '@tiptap',
  // react-admin's default menu entries' shortcuts: the side menu has its own links (src/layouts/MenuLink.tsx).
  'react-hotkeys-hook',
];

/**
 * No known exception: the browser's route tables carry paths only (their schemas are in the
 * contract files, routeTables.test.ts), so zod and the schemas load with the screens whose
 * forms validate, not with the shell.
 */
const KNOWN_EXCEPTIONS = new Set<string>();

const heavyIn = (chunks: BuiltChunk[]) => {
  const found = new Set<string>();
  for (const m of chunks.flatMap((c) => c.modules)) {
    for (const name of HEAVY) if (m.includes(`node_modules/${name}/`)) found.add(name);
  }
  return [...found].sort();
};

describe('first load of the built app', () => {
  let chunks: BuiltChunk[];
  beforeAll(async () => {
    chunks = await buildChunks();
  }, 120_000);

  for (const screen of ['/login', '/']) {
    it(`${screen} loads no heavy module`, () => {
      const loaded = firstLoad(chunks, screen);
      expect(heavyIn(loaded).filter((name) => !KNOWN_EXCEPTIONS.has(name))).toEqual([]);
    });
  }

  // src/ShopAdmin.tsx: react-admin's <Admin> imports its default layout, sign-in form and error
  // pages statically; assembled from its halves, the sign-in's first load has none of the
  // signed-in frame (app bar, side bar, menus' tooltips and popper): 77 KiB less.
  it("/login loads neither react-admin's default pages nor the signed-in frame", () => {
    const modules = firstLoad(chunks, '/login').flatMap((c) => c.modules);
    const frame = modules.filter((m) =>
      /ra-ui-materialui\/dist\/(?:layout\/(?:Layout|Sidebar|AppBar|Menu)|auth\/Login)\.js$|node_modules\/@popperjs\/|src\/layouts\/DefaultLayout\.tsx$/.test(
        m,
      ),
    );
    expect(frame).toEqual([]);
    // The check can fail: `/` has them.
    expect(
      firstLoad(chunks, '/')
        .flatMap((c) => c.modules)
        .some((m) => m.endsWith('ra-ui-materialui/dist/layout/Sidebar.js')),
    ).toBe(true);
  });

  // src/layouts/FrameLayout.tsx: react-admin's Layout module imports its default menu (entries
  // with hotkeys) and the preferences Inspector, which this app's frame does without; its
  // <Title> always wraps the title for that Inspector (src/components/PortalTitle.tsx).
  it("/ loads neither react-admin's default menu and its entries nor the preferences Inspector and its title", () => {
    const modules = firstLoad(chunks, '/').flatMap((c) => c.modules);
    expect(
      modules.filter((m) =>
        /ra-ui-materialui\/dist\/(?:layout\/(?:Layout|Menu|MenuItemLink|PageTitleConfigurable)|preferences\/(?:Inspector|Configurable))\.js$/.test(
          m,
        ),
      ),
    ).toEqual([]);
  });

  // scripts/vite/chunkGroups.ts: what both first screens use is in `first`; each loads the
  // other's own code only if a module they share is missing from SHARED_FIRST there.
  it("/ loads none of the sign-in form's own code, /login none of the dashboard's or the frame's", () => {
    const at = (screen: string) => firstLoad(chunks, screen).flatMap((c) => c.modules);
    expect(at('/').filter((m) => /src\/pages\/auth\/LoginPage\.tsx$|node_modules\/react-hook-form\//.test(m))).toEqual(
      [],
    );
    expect(
      at('/login').filter((m) =>
        /src\/pages\/dashboard\/|node_modules\/@mui\/material\/esm\/(?:Chip|Tooltip)\//.test(m),
      ),
    ).toEqual([]);
    // The checks can fail: each screen has its own.
    expect(at('/login').some((m) => m.endsWith('src/pages/auth/LoginPage.tsx'))).toBe(true);
    expect(at('/').some((m) => m.endsWith('src/pages/dashboard/Dashboard.tsx'))).toBe(true);
  });

  it('/ (the dashboard) loads no other screen: borrowing a hook from an area does not bring the area', () => {
    const SCREEN = /resources\/[\w-]+\/[A-Z]\w*(?:List|Show|Edit|Create|Page)\.tsx$/;
    const screens = firstLoad(chunks, '/')
      .flatMap((c) => c.modules)
      .filter((m) => SCREEN.test(m));
    expect(screens).toEqual([]);
    // The check can fail: the build has those screens.
    expect(chunks.some((c) => c.modules.some((m) => m.endsWith('resources/order/OrderList.tsx')))).toBe(true);
  });

  // Issue 11: Monaco loads with the code editor (TemplateCodeEditor.tsx, lazy), not with the
  // themes list, the customiser, nor the first paint of the edit-code screen itself.
  for (const screen of ['/online-store/themes', '/template-custom', '/template-custom/edit-code']) {
    it(`${screen} does not load Monaco on first load`, () => {
      expect(heavyIn(firstLoad(chunks, screen)).filter((n) => n.includes('monaco'))).toEqual([]);
    });
  }

  it("Monaco is in the build, in the code editor's chunks (the check can fail)", () => {
    const editor = chunks.filter((c) => c.modules.some((m) => m.endsWith('resources/theme/TemplateCodeEditor.tsx')));
    expect(editor.length).toBe(1);
    expect(heavyIn(staticClosure(chunks, editor))).toEqual(expect.arrayContaining(['@monaco-editor', 'monaco-editor']));
  });

  // A chunk that imports itself back (A -> B -> A) is evaluated half-way when it is loaded
  // second: a module-level call into the other half throws ("Jt is not a function", "E is
  // not a constructor", `Layout.pick` of undefined were all this). Rolldown's own splitting
  // makes no cycle; a manual group can (one chunk per area did, 28 of them): none allowed.
  it('no chunk imports itself back through other chunks', () => {
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const cycles: string[] = [];
    for (const start of chunks) {
      const seen = new Set<string>();
      const stack = [...start.imports];
      while (stack.length) {
        const f = stack.pop()!;
        if (f === start.fileName) {
          cycles.push(start.fileName);
          break;
        }
        if (seen.has(f) || !byFile.has(f)) continue;
        seen.add(f);
        stack.push(...byFile.get(f)!.imports);
      }
    }
    expect(chunks.length).toBeGreaterThan(50);
    expect(cycles).toEqual([]);
  });

  it('the product and collection edit screens load zod only when their form is first used', () => {
    for (const screen of ['resources/product/ProductEdit.tsx', 'resources/collection/CollectionEdit.tsx']) {
      const loaded = staticClosure(
        chunks,
        chunks.filter((c) => c.modules.includes(screen)),
      );
      expect(loaded.length, screen).toBeGreaterThan(1);
      expect(heavyIn(loaded), screen).toEqual([]);
    }
  });

  // vite.config.ts aliases node-polyglot's `object.entries` polyfill to the built-in: with the
  // polyfill came get-intrinsic, call-bind, define-properties and 17 more, about 5 KiB gzip.
  it('the first load carries no polyfill of a built-in (object.entries and its dependencies)', () => {
    const modules = [
      ...new Set(['/login', '/'].flatMap((screen) => firstLoad(chunks, screen).flatMap((c) => c.modules))),
    ];
    const polyfills = modules.filter((m) =>
      /node_modules\/(?:object\.entries|get-intrinsic|call-bind|define-properties|es-abstract|es-object-atoms)\//.test(
        m,
      ),
    );
    expect(polyfills).toEqual([]);
    // The check can fail: node-polyglot, which required it, is in the first load, with the shim.
    expect(modules.some((m) => m.endsWith('node_modules/node-polyglot/index.js'))).toBe(true);
    expect(modules.some((m) => m.endsWith('scripts/vite/shims/object-entries.cjs'))).toBe(true);
  });

  it('the heavy modules are in the build at all (the check can fail)', () => {
    // The S3 SDK left the browser with presigned uploads (issue 15); these two are still built.
    expect(heavyIn(chunks)).toEqual(expect.arrayContaining(['@mui/x-date-pickers', 'zod']));
  });

  it('the S3 client loads only when a file is chosen, not with the product edit screen', () => {
    const edit = chunks.filter((c) => c.modules.some((m) => m.endsWith('resources/product/ProductEdit.tsx')));
    expect(edit.length).toBeGreaterThan(0);
    expect(heavyIn(staticClosure(chunks, edit))).not.toContain('@aws-sdk');
  });
});
