/**
 * Browser measurements of `npm run perf` beyond first-load JavaScript, each in a fresh
 * context through Chrome DevTools Protocol network events:
 *   - wireBytes: every byte the page's responses took on the wire (headers + encoded body);
 *   - repeatVisit: requests for the page and its files (documents, scripts, styles, images,
 *     fonts) that reach the server on a second visit; API calls are data, not counted;
 *   - timeToUsable: from navigation to the ready check, under Network.emulateNetworkConditions;
 *   - extraJs: JavaScript (gzip) a client-side navigation loads beyond what is loaded;
 *   - apiCalls: the gateway calls opening a screen, and in how many waves they go (a wave
 *     starts when a call starts after every earlier call has finished).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

type State = BrowserContextOptions['storageState'];
type Ready = (page: Page) => Promise<unknown>;

interface NetEntry {
  id: string;
  url: string;
  type: string;
  start: number;
  end?: number;
  status?: number;
  bytes: number;
  cached: boolean;
}

/** Records every request of a page through CDP. */
async function recordNetwork(page: Page): Promise<{ cdp: CDPSession; entries: Map<string, NetEntry> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const entries = new Map<string, NetEntry>();
  cdp.on('Network.requestWillBeSent', (e) => {
    entries.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? 'Other',
      start: e.timestamp,
      bytes: 0,
      cached: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = entries.get(e.requestId);
    if (entry) entry.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = entries.get(e.requestId);
    if (!entry) return;
    entry.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) entry.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = entries.get(e.requestId);
    if (!entry) return;
    entry.end = e.timestamp;
    entry.bytes = e.encodedDataLength;
  });
  return { cdp, entries };
}

const isData = (e: NetEntry) => e.type === 'XHR' || e.type === 'Fetch';
const isFile = (e: NetEntry) =>
  ['Document', 'Script', 'Stylesheet', 'Image', 'Font', 'Manifest', 'Other'].includes(e.type) &&
  !e.url.startsWith('data:');

export async function wireBytes(browser: Browser, url: string, ready: Ready, state?: State) {
  const context = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await context.newPage();
  const { entries } = await recordNetwork(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const all = [...entries.values()];
  return { bytes: all.reduce((n, e) => n + e.bytes, 0), requests: all.length };
}

export async function repeatVisit(browser: Browser, url: string, ready: Ready, state?: State) {
  const context = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.goto('about:blank');
  const { entries } = await recordNetwork(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await context.close();
  const files = [...entries.values()].filter((e) => isFile(e) && !isData(e) && !e.cached);
  return { requests: files.length, notModified: files.filter((e) => e.status === 304).length };
}

export async function timeToUsable(browser: Browser, url: string, ready: Ready, state?: State, runs = 3) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ storageState: state, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 20_000_000 / 8,
      uploadThroughput: 20_000_000 / 8,
    });
    const started = Date.now();
    await page.goto(url);
    await ready(page);
    times.push(Date.now() - started);
    await context.close();
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

/** JavaScript (gzip bytes) loaded by a client-side navigation from `from` to `to`. */
export async function extraJs(browser: Browser, origin: string, from: string, to: string, ready: Ready, state?: State) {
  const context = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await context.newPage();
  const seen = new Set<string>();
  const after: Promise<number>[] = [];
  let recording = false;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.m?js$/.test(pathname) || seen.has(pathname)) return;
    seen.add(pathname);
    if (recording) after.push(response.body().then((b) => gzipSync(b).length));
  });
  await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' });
  recording = true;
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(after)).reduce((n, b) => n + b, 0);
  await context.close();
  return { bytes, files: after.length };
}

export async function apiCalls(browser: Browser, url: string, ready: Ready, state?: State) {
  const context = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await context.newPage();
  const { entries } = await recordNetwork(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const all = [...entries.values()];
  const calls = all.filter(isData).sort((a, b) => a.start - b.start);
  let waves = 0;
  let lastEnd = -Infinity;
  for (const call of calls) {
    if (call.start >= lastEnd) waves++;
    lastEnd = Math.max(lastEnd, call.end ?? call.start);
  }
  const scripts = all.filter((e) => e.type === 'Script');
  const shellDone = Math.max(...scripts.slice(0, 3).map((e) => e.end ?? e.start));
  return {
    calls: calls.map((c) => new URL(c.url).pathname),
    waves,
    /** ms between the first scripts' arrival and the first call. */
    firstCallAfterShellMs: calls.length ? Math.round((calls[0].start - shellDone) * 1000) : NaN,
  };
}
