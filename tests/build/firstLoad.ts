/**
 * What the browser loads first, read from a real `vite build` (vite.config.ts applies, nothing
 * is written): the entry chunk with its static imports, plus the chunks every start imports at
 * once (src/App.tsx) and those of the screen opened (the login page; the default layout and the
 * dashboard). Used by the build test (a heavy module must not be there) and to explain figures.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { ROOT } from '../../scripts/spaBuild';

/** Source modules whose chunk is loaded on start, by screen. */
export const FIRST_LOAD_SCREENS: Record<string, string[]> = {
  '/login': ['src/App.tsx', 'src/pages/auth/LoginPage.tsx'],
  '/': ['src/App.tsx', 'src/layouts/DefaultLayout.tsx', 'src/pages/dashboard/Dashboard.tsx'],
  // Theme screens (issue 11): Monaco comes with the code editor only.
  '/online-store/themes': ['src/App.tsx', 'src/layouts/DefaultLayout.tsx', 'resources/theme/ThemesPage.tsx'],
  '/template-custom': ['src/App.tsx', 'resources/theme/TemplateCustomPage.tsx'],
  '/template-custom/edit-code': ['src/App.tsx', 'resources/theme/EditCodePage.tsx'],
};

export interface BuiltChunk {
  fileName: string;
  modules: string[];
  imports: string[];
  facade?: string;
  /** gzip bytes of the chunk's code (zlib's default level). */
  gzip: number;
}

export async function buildChunks(): Promise<BuiltChunk[]> {
  delete process.env.VITE_GATEWAY_URL;
  const out = (await build({ root: ROOT, logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(out) ? out : [out];
  return outputs
    .flatMap((o) => o.output)
    .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
    .map((c) => ({
      fileName: c.fileName,
      modules: Object.keys(c.modules).map((id) => path.relative(ROOT, id.replace(/^\0/, ''))),
      imports: c.imports,
      facade: c.isEntry ? 'entry' : c.facadeModuleId ? path.relative(ROOT, c.facadeModuleId) : undefined,
      gzip: gzipSync(c.code).length,
    }));
}

/** `roots` and every chunk they import statically, directly or not. */
export function staticClosure(chunks: BuiltChunk[], roots: BuiltChunk[]): BuiltChunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (c: BuiltChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const file of c.imports) if (byFile.has(file)) visit(byFile.get(file)!);
  };
  roots.forEach(visit);
  return [...seen].map((f) => byFile.get(f)!);
}

/** The chunks a screen loads first: the entry, the chunks of the named modules, and all their static imports. */
export function firstLoad(chunks: BuiltChunk[], screen: string): BuiltChunk[] {
  return staticClosure(
    chunks,
    chunks.filter((c) => c.facade === 'entry' || c.modules.some((m) => FIRST_LOAD_SCREENS[screen].includes(m))),
  );
}

/** Packages (or folders) of every module of some chunks. */
export function packagesOf(chunks: BuiltChunk[]): Set<string> {
  const names = new Set<string>();
  for (const m of chunks.flatMap((c) => c.modules)) {
    const at = m.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const rest = m.slice(at + 'node_modules/'.length).split('/');
    names.add(rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]);
  }
  return names;
}
