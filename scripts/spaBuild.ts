/**
 * Whether the built SPA (dist/) is older than its sources, and building it (Vite in a
 * child process). Shared by `npm start` and the e2e global setup so both rebuild only when needed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');

/** Everything the SPA bundle is built from. */
const SOURCES = [
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'i18n',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
];

/** Records what the bundle was built with that is not a file: the gateway host baked into it. */
const STAMP = path.join(DIST, '.build.json');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const gatewayUrl = (env: NodeJS.ProcessEnv) => env.VITE_GATEWAY_URL ?? '';

/** Why dist/ must be rebuilt, or undefined when it is current. */
export function staleReason(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return 'dist/index.html is missing';
  const builtAt = statSync(index).mtimeMs;
  const changed = SOURCES.find((entry) => newestMtime(path.join(ROOT, entry)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  let stamped = '';
  try {
    stamped = (JSON.parse(readFileSync(STAMP, 'utf8')) as { gatewayUrl?: string }).gatewayUrl ?? '';
  } catch {
    // A build by plain `vite build` has no stamp: it was built for the same origin unless told otherwise.
  }
  if (stamped !== gatewayUrl(env)) return `VITE_GATEWAY_URL changed ('${stamped}' -> '${gatewayUrl(env)}')`;
  return undefined;
}

/**
 * `vite build` of the SPA into dist/ (vite.config.ts applies), in a child process: the
 * builder's memory (hundreds of MB) is given back when it exits instead of staying in the
 * server that `npm start` runs next.
 */
export async function buildSpa(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, env, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
  writeFileSync(STAMP, JSON.stringify({ gatewayUrl: gatewayUrl(env), builtAt: new Date().toISOString() }));
}

/** Builds dist/ when it is missing or stale; says what it does. */
export async function ensureSpaBuilt(log: (line: string) => void = console.log): Promise<void> {
  const reason = staleReason();
  if (!reason) return;
  log(`Building the app (${reason})…`);
  const started = Date.now();
  await buildSpa();
  log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
