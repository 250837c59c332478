/**
 * Every row of issue 16's table from one run of `npm run perf`, the bare react-admin app
 * beside the app where the row compares them. Prints; asserts nothing.
 * Also the storage cost of history (issue 27: historyStorage.ts, a gateway of its own).
 * Not measured here: the axe-core check (tests/e2e/a11y.spec.ts, in the e2e suite).
 * Lighthouse runs on /products signed in (tests/perf/lighthouse.ts).
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { gatewayRatios } from './gatewayRatio';
import { historyStorage, mb, perVersionOnDisk } from './historyStorage';
import { lighthouseScores } from './lighthouse';
import { apiCalls, extraJs, repeatVisit, timeToUsable, wireBytes } from './pageMetrics';

interface Load {
  files: unknown[];
  gzip: number;
}

export interface IssueTableInput {
  browser: Browser;
  app: string;
  bare: string;
  session: BrowserContextOptions['storageState'];
  login: Load;
  home: Load;
  bareLoad: Load;
}

const KiB = 1024;
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
const homeReady = (p: Page) => p.getByText('Maple & Co').first().waitFor();
const bareReady = (p: Page) => p.getByText('Bare post 1').waitFor();
const loginReady = (p: Page) => p.getByLabel('Password', { exact: true }).waitFor();

/** The first record of a demo-shop list, read through the gateway with the session's token. */
async function firstId(
  browser: Browser,
  origin: string,
  session: IssueTableInput['session'],
  api: string,
  key: string,
) {
  const context = await browser.newContext({ storageState: session });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  const id = await page.evaluate(
    async ({ api, key }) => {
      const token = JSON.parse(localStorage.getItem('shop-admin.token') ?? '{}').token;
      const shop = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('__shop_curr='))
          ?.slice(12) ?? '',
      );
      const answer = await fetch(api.replace('{shop}', shop), { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.json(),
      );
      const first = answer.data?.[key]?.[0];
      return String(first?._id ?? first?.id ?? '');
    },
    { api, key },
  );
  await context.close();
  return id;
}

export async function printIssueTable({ browser, app, bare, session, login, home, bareLoad }: IssueTableInput) {
  const rows: [string, string, string][] = [];
  const row = (figure: string, value: string, target: string) => {
    rows.push([figure, value, target]);
    console.log(`  measured: ${figure}: ${value}`);
  };
  console.log('\nIssue 16 figures (one run)…');

  row(
    'first-load JS gzip, /login / /, ratio to the bare app',
    `${(login.gzip / bareLoad.gzip).toFixed(2)} / ${(home.gzip / bareLoad.gzip).toFixed(2)} (${login.files.length} / ${home.files.length} files; bare ${kib(bareLoad.gzip)} in ${bareLoad.files.length})`,
    '≤ 1.05, in ≤ 6 files',
  );

  const wire = await wireBytes(browser, `${app}/login`, loginReady);
  const bareWire = await wireBytes(browser, `${bare}/`, bareReady);
  row(
    'bytes on the wire for /login',
    `${kib(wire.bytes)} in ${wire.requests} requests; bare app (gzip) ${kib(bareWire.bytes)}: ${(wire.bytes / bareWire.bytes).toFixed(2)} ×`,
    '≤ 1.05 × the bare app',
  );

  const repeat = await repeatVisit(browser, `${app}/`, homeReady, session);
  row(
    'repeat visit of /',
    `${repeat.requests} request(s) to the server (${repeat.notModified} answered 304)`,
    '1 request (the page)',
  );

  const usable = await timeToUsable(browser, `${app}/`, homeReady, session);
  const bareUsable = await timeToUsable(browser, `${bare}/`, bareReady);
  row(
    'time until usable, /, 40 ms / 20 Mbit/s',
    `${usable} ms vs bare ${bareUsable} ms: ${(usable / bareUsable).toFixed(2)} × bare`,
    '≤ 1.10 × bare',
  );

  const productId = await firstId(browser, app, session, '/product-2/api/{shop}?limit=1', 'products');
  const collectionId = await firstId(browser, app, session, '/product-2/api/{shop}/category?limit=1', 'collections');
  const productEdit = await extraJs(
    browser,
    app,
    '/',
    `/products/edit/${productId}`,
    (p) =>
      p
        .getByLabel(/^Title/)
        .first()
        .waitFor(),
    session,
  );
  const collectionEdit = collectionId
    ? await extraJs(
        browser,
        app,
        '/',
        `/products/collections/edit/${collectionId}`,
        (p) =>
          p
            .getByLabel(/^Title/)
            .first()
            .waitFor(),
        session,
      )
    : undefined;
  row(
    'extra JS of product / collection edit beyond /',
    `${kib(productEdit.bytes)} (${productEdit.files} files) / ${collectionEdit ? `${kib(collectionEdit.bytes)} (${collectionEdit.files} files)` : 'no collection'}; the S3 client loads when a file is chosen`,
    '≤ 60 KiB',
  );

  const calls = await apiCalls(browser, `${app}/products`, (p) => p.getByRole('row').nth(1).waitFor(), session);
  row(
    'API calls opening /products',
    `${calls.calls.length} in ${calls.waves} wave(s): ${calls.calls.join(', ')}; first call ${calls.firstCallAfterShellMs} ms after the shell scripts`,
    '2, the list starting with the shell',
  );

  const ratios = await gatewayRatios();
  row(
    'gateway list / get-by-id vs the same SQL run directly',
    `${ratios.list.served.ratio.toFixed(2)} / ${ratios.get.served.ratio.toFixed(2)} served (${ratios.kind}; req/s ${ratios.list.served.gateway.toFixed(0)} vs ${ratios.list.served.direct.toFixed(0)}, ${ratios.get.served.gateway.toFixed(0)} vs ${ratios.get.served.direct.toFixed(0)}); one at a time, client in-process: ${ratios.list.ratio.toFixed(2)} / ${ratios.get.ratio.toFixed(2)}`,
    '≥ 0.50 / ≥ 0.25',
  );
  const history = await historyStorage();
  row(
    `storage cost of history, demo data after ${history.updates.toLocaleString('en-US')} updates (issue 27)`,
    `${perVersionOnDisk(history)} B a version on disk (${history.kind}; its JSON ${Math.round(history.kept.stateBytes / history.kept.versions)} B, ${Math.round(history.kept.diffBytes / history.kept.versions)} B as changed fields); record_versions ${mb(history.after.versions.bytes)}, database ${mb(history.before.database)} → ${mb(history.after.database)}`,
    'reported (tests/perf/historyStorage.bench.ts)',
  );
  row(
    'axe-core critical + serious violations',
    'run by the e2e suite: npx playwright test tests/e2e/a11y.spec.ts',
    '0 + 0 on every screen',
  );
  const lh =
    session && typeof session === 'object'
      ? await lighthouseScores(app, '/products', session).catch((e: Error) => e)
      : undefined;
  row(
    'Lighthouse (mobile) Performance / Accessibility, /products',
    !lh
      ? 'not measured: no session'
      : lh instanceof Error
        ? `not measured: ${lh.message}`
        : `${lh.performance} / ${lh.accessibility}${lh.failing.length ? ` (below 90: ${lh.failing.slice(0, 8).join(', ')})` : ''}`,
    '≥ 90 / 100',
  );

  if (lh && !(lh instanceof Error)) {
    console.log(`    metrics: ${lh.metrics}`);
    for (const element of lh.elements) console.log(`    accessibility: ${element}`);
  }
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((r) => r[i].length), ['figure', 'measured', 'target'][i].length),
  );
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(`\n${line(['figure', 'measured', 'target'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows) console.log(line(r));
}
