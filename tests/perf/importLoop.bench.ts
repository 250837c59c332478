/**
 * `npx tsx tests/perf/importLoop.bench.ts`: event-loop delay while one 4.4 MB product CSV
 * (about 25,000 products) is imported, the way a merchant sends it: the import call
 * (answered 202, the file goes to the job queue: IMPORT_JOB_BYTES) and the job run in this
 * process. Meanwhile a /healthz request every 20 ms measures what other tenants wait.
 * Prints the import call's time, the job's time, event-loop delay p50/p99/max
 * (perf_hooks.monitorEventLoopDelay) and the worst /healthz wait. SQLite file in a
 * temporary folder. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { migrate, openDatabase } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { signToken } from '../../gateway/lib/jwt';
import { buildApp } from '../../gateway/server';
import { productRoutes } from '../../resources/product/product.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { authRoutes } from '../../resources/auth/auth.routes';
import { fillPath } from '../../core/route';

const ROWS = Number(process.env.BENCH_ROWS ?? 25_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'import-bench-'));
const config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  sqliteFile: path.join(dir, 'shop.sqlite'),
  jwtSecret: 'bench-secret'.repeat(4),
  tokenMaxAge: 64000,
  trialDays: 14,
  scryptLogN: 12,
  logger: false,
};
const { db } = await openDatabase(config);
await migrate(db, modules);
const app = await buildApp({ config, db });
await app.ready();
const signup = await app.inject({
  method: 'POST',
  url: authRoutes.signup.path,
  payload: {
    first_name: 'Bench',
    last_name: 'Mark',
    email: 'bench@example.com',
    password: 'correct-horse-9',
    password_confirmation: 'correct-horse-9',
  },
});
const userId = signup.json().data._id as string;
const { token } = signToken(config.jwtSecret, userId, 3600);
const auth = { authorization: `Bearer ${token}` };
const shop = await app.inject({
  method: 'POST',
  url: shopRoutes.init.path,
  headers: auth,
  payload: {
    name: 'Bench shop',
    email: 'b@example.com',
    phone: '+1 503 555 0100',
    address: '1 A St',
    city: 'Portland',
    province: 'OR',
    country_code: 'US',
    zip_code: '97201',
    timezone: 'UTC-08:00',
    currency: 'USD',
    language: 'en',
  },
});
const shopId = shop.json().data._id as string;

const lines = ['Title,Body (HTML),Vendor,Tags,Price,SKU,Barcode,Inventory Qty'];
for (let i = 0; i < ROWS; i++) {
  lines.push(
    `"Handmade item ${i}, glazed","<p>Stoneware piece number ${i} with a ""reactive"" glaze, fired twice.</p>",Bench Co,kitchen;gift,${(i % 90) + 9}.50,BENCH-${i},0${100000 + i},${i % 40}`,
  );
}
const csv = lines.join('\n');

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let worstHealth = 0;
let stop = false;
const probe = (async () => {
  while (!stop) {
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/healthz' });
    worstHealth = Math.max(worstHealth, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

const t0 = performance.now();
const res = await app.inject({
  method: 'POST',
  url: fillPath(productRoutes.import.path, { shop: shopId }),
  headers: auth,
  payload: { csv, dry_run: false },
});
const callMs = performance.now() - t0;
const t1 = performance.now();
await app.queue.drain();
const jobMs = performance.now() - t1;
stop = true;
await probe;
loop.disable();
const job = await db.selectFrom('jobs').select(['status', 'result']).executeTakeFirst();
const result = job?.result ? JSON.parse(job.result) : {};
const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log(
  `import of ${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB (${ROWS} products): call answered ${res.statusCode} in ${callMs.toFixed(0)} ms; job ${job?.status} in ${jobMs.toFixed(0)} ms, created ${result.created}`,
);
console.log(
  `event-loop delay: p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms; worst /healthz meanwhile ${worstHealth.toFixed(0)} ms`,
);
await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
