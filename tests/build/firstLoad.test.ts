/**
 * The first load stays light: a real `vite build` (nothing written), and the chunks `/login`
 * and `/` load first must not contain a heavy module that only some screens need.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChunks, firstLoad, type BuiltChunk } from './firstLoad';

/** Heavy modules no first screen needs, by the start of their path under node_modules. */
const HEAVY = ['zod', '@aws-sdk', 'monaco-editor', '@monaco-editor', 'recharts', '@mui/x-date-pickers', 'dompurify', '@tiptap'];

/**
 * Known exception: zod. The route tables carry their schemas, and the dataProvider reads the
 * route tables, so zod and every schema come with the shell. Taking them out with a build
 * plugin (paths only in the browser's route tables) was tried and reverted: the schemas then
 * landed in the area chunks, which import each other's schemas at module level
 * (order <-> customer), and a chunk cycle evaluated `order.schema` before the customer
 * helpers it calls ("Jt is not a function" on four screens). Route tables split into a
 * paths file and a schemas file, by hand, is the way to remove this exception.
 */
const KNOWN_EXCEPTIONS = new Set(['zod']);

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

  it('/ (the dashboard) loads no other screen: borrowing a hook from an area does not bring the area', () => {
    const SCREEN = /resources\/[\w-]+\/[A-Z]\w*(?:List|Show|Edit|Create|Page)\.tsx$/;
    const screens = firstLoad(chunks, '/').flatMap((c) => c.modules).filter((m) => SCREEN.test(m));
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

  it('Monaco is in the build, in the code editor\'s chunks (the check can fail)', () => {
    const editor = chunks.filter((c) => c.modules.some((m) => m.endsWith('resources/template/TemplateCodeEditor.tsx')));
    expect(editor.length).toBe(1);
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const seen = new Set<string>();
    const visit = (c: BuiltChunk) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const f of c.imports) if (byFile.has(f)) visit(byFile.get(f)!);
    };
    editor.forEach(visit);
    expect(heavyIn([...seen].map((f) => byFile.get(f)!))).toEqual(expect.arrayContaining(['@monaco-editor', 'monaco-editor']));
  });

  // Issue 11: the theme and template areas share schemas; two area chunks importing each
  // other evaluate one half-way (a `Layout.pick` of undefined on the themes screen).
  // (order, customer and fulfillment import each other today and are left out here.)
  it('the theme and template area chunks do not import themselves back through another area chunk', () => {
    const areas = chunks.filter((c) => /(?:^|\/)area-[\w-]+-[\w-]+\.js$/.test(c.fileName));
    expect(areas.length).toBeGreaterThan(5);
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const areaFiles = new Set(areas.map((c) => c.fileName));
    const cycles: string[] = [];
    const checked = areas.filter((c) => /area-(?:theme|template)-/.test(c.fileName));
    expect(checked.length).toBeGreaterThanOrEqual(2);
    for (const start of checked) {
      const seen = new Set<string>();
      const stack = [...start.imports];
      while (stack.length) {
        const f = stack.pop()!;
        if (f === start.fileName) { cycles.push(start.fileName); break; }
        // Only area to area: the shell and framework chunks are evaluated before any area.
        if (seen.has(f) || !areaFiles.has(f)) continue;
        seen.add(f);
        stack.push(...byFile.get(f)!.imports);
      }
    }
    expect(cycles).toEqual([]);
  });

  it('the heavy modules are in the build at all (the check can fail)', () => {
    // The S3 SDK left the browser with presigned uploads (issue 15); these two are still built.
    expect(heavyIn(chunks)).toEqual(expect.arrayContaining(['@mui/x-date-pickers', 'zod']));
  });

  it('the S3 client loads only when a file is chosen, not with the product edit screen', () => {
    const edit = chunks.filter((c) => c.modules.some((m) => m.endsWith('resources/product/ProductEdit.tsx')));
    expect(edit.length).toBeGreaterThan(0);
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const seen = new Set<string>();
    const visit = (c: BuiltChunk) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const f of c.imports) if (byFile.has(f)) visit(byFile.get(f)!);
    };
    edit.forEach(visit);
    expect(heavyIn([...seen].map((f) => byFile.get(f)!))).not.toContain('@aws-sdk');
  });
});
