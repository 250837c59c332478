/**
 * `npm run perf`: first-load JavaScript of the app beside a bare react-admin app.
 *
 * "First load" is measured, not guessed: each page is opened in headless Chromium with an
 * empty cache and every JavaScript response is counted until the network is idle, i.e. the
 * entry chunk, its modulepreloads and the lazy chunks the route loads first. Sizes are the
 * gzip of each file (zlib's default level, as a server would send it).
 *   - /login, signed out;
 *   - /, signed in as the demo merchant with a shop selected (real gateway, fresh SQLite);
 *   - a bare react-admin app (one <Admin>, one <Resource> list, an in-file dataProvider)
 *     built with the same Vite, plugin and dependency versions.
 * Prints a table and the ratio to the bare app, then every figure of issue 16's table
 * (tests/perf/issueTable.ts) from the same run. Asserts nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from '../../scripts/spaBuild';
import { LoginPage } from '../e2e/pages/LoginPage';
import { ShopSelectPage } from '../e2e/pages/ShopSelectPage';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { freePort, startGateway } from '../e2e/support/gateway';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { bareAppFiles } from './bareApp';
import { printIssueTable } from './issueTable';

const TARGET_RATIO = 1.05;
const KiB = 1024;

interface Loaded {
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** Opens `url` in a fresh context and sums the JavaScript it loads until the network is idle. */
async function firstLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  state?: BrowserContextOptions['storageState'],
): Promise<Loaded> {
  const context = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await context.newPage();
  const pending = new Map<string, Promise<{ url: string; raw: number; gzip: number }>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.m?js$/.test(pathname) || pending.has(pathname)) return;
    pending.set(
      pathname,
      response.body().then((body) => ({ url: pathname, raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending.values())).sort((a, b) => b.gzip - a.gzip);
  await context.close();
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** The JavaScript named by index.html itself: the entry chunk and its modulepreloads. */
function staticEntry(outDir: string): number {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.m?js)"/g)].map((m) => m[1]);
  return [...new Set(scripts)].reduce((sum, src) => sum + gzipSync(readFileSync(path.join(outDir, src))).length, 0);
}

/** A static file server with a history-mode fallback, for the bare app. */
async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname));
    let body: Buffer;
    let type = types[path.extname(file)] ?? 'application/octet-stream';
    try {
      body = readFileSync(file);
    } catch {
      body = readFileSync(path.join(dir, 'index.html'));
      type = 'text/html';
    }
    // Served as production would be: gzip when asked, hashed files cached for a year.
    const headers: Record<string, string> = { 'content-type': type };
    if (/[\\/]assets[\\/]/.test(file)) headers['cache-control'] = 'public, max-age=31536000, immutable';
    else headers['cache-control'] = 'no-cache';
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

async function buildApps(work: string) {
  const appOut = path.join(work, 'app');
  const bareOut = path.join(work, 'bare');
  delete process.env.VITE_GATEWAY_URL;
  console.log('Building the app…');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true } });

  // Inside the repository so that the bare app resolves the very same node_modules.
  const bareSrc = path.join(ROOT, 'node_modules', '.cache', 'perf-bare-app');
  rmSync(bareSrc, { recursive: true, force: true });
  mkdirSync(bareSrc, { recursive: true });
  for (const [name, text] of Object.entries(bareAppFiles)) writeFileSync(path.join(bareSrc, name), text);
  console.log('Building the bare react-admin app…');
  await build({
    root: bareSrc,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareOut, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  rmSync(bareSrc, { recursive: true, force: true });
  return { appOut, bareOut };
}

const kib = (bytes: number) => (bytes / KiB).toFixed(1);

function printTable(rows: { name: string; load: Loaded; ratio?: number }[]) {
  const head = ['first load (JavaScript)', 'files', 'raw KiB', 'gzip KiB', 'vs bare'];
  const lines = rows.map(({ name, load, ratio }) => [
    name,
    String(load.files.length),
    kib(load.raw),
    kib(load.gzip),
    ratio === undefined ? '1.00' : `${ratio.toFixed(2)}${ratio > TARGET_RATIO ? ' (over)' : ''}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${format(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`target: at most ${TARGET_RATIO.toFixed(2)} × the bare app`);
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'perf-bundle-'));
  const { appOut, bareOut } = await buildApps(work);
  const gateway = await startGateway({ staticDir: appOut });
  const bare = await serveStatic(bareOut);
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const login = await firstLoad(browser, `${gateway.url}/login`, (page) => new LoginPage(page).password.waitFor());

    // Sign in through the screens once, then load / afresh (empty cache) with that session.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${gateway.url}/login`);
    await new LoginPage(page).signIn(DEMO_EMAIL, DEMO_PASSWORD);
    await new ShopSelectPage(page).choose('Maple & Co');
    await page.waitForURL(`${gateway.url}/`);
    const session = await context.storageState();
    await context.close();
    const home = await firstLoad(
      browser,
      `${gateway.url}/`,
      (p) => p.getByText('Maple & Co').first().waitFor(),
      session,
    );

    const bareLoad = await firstLoad(browser, `${bare.url}/`, (p) => p.getByText('Bare post 1').waitFor());

    printTable([
      { name: 'bare react-admin  /', load: bareLoad },
      { name: 'app  /login (signed out)', load: login, ratio: login.gzip / bareLoad.gzip },
      { name: 'app  / (signed in, shop selected)', load: home, ratio: home.gzip / bareLoad.gzip },
    ]);
    console.log(
      `\nindex.html entry + modulepreload (gzip): app ${kib(staticEntry(appOut))} KiB, ` +
        `bare ${kib(staticEntry(bareOut))} KiB`,
    );
    for (const [name, load] of [
      ['/login', login],
      ['/', home],
    ] as const) {
      console.log(`\nlargest files loaded by ${name} (gzip KiB):`);
      for (const file of load.files.slice(0, 8)) console.log(`  ${kib(file.gzip).padStart(7)}  ${file.url}`);
    }
    await printIssueTable({ browser, app: gateway.url, bare: bare.url, session, login, home, bareLoad });
  } finally {
    await browser.close();
    bare.server.close();
    await gateway.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
