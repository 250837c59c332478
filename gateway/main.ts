/** `npm start`: one process, one port: the SPA, the gateway API and the app-origin endpoints. */
import { configFromEnv, LISTENING_LINE } from './config';
import { migrate, openDatabase } from './db';
import { openReadDatabase } from './db/readDb';
import { modules } from './modules';
import { seedCatalogue } from './seed/catalogue';
import { seedDemo } from './seed/demo';
import { seedOrders } from './seed/orders';
import { buildApp } from './server';
import { STOP_GRACE_MS } from './jobs/queue';
import { seedModules } from './seed/modules';
import { storageSettings } from './storage/storage.settings';

const config = configFromEnv();
const { db, kind } = await openDatabase(config);
await migrate(db, modules);
const demo = process.env.SEED === '0' ? undefined : await seedDemo(db, config);
const read = await openReadDatabase(config, db);
const app = await buildApp({ config, db, readDb: read.readDb });
if (demo) {
  // The demo catalogue's images go into the object store, which starts with the app.
  await app.ready();
  const started = Date.now();
  const publicBaseUrl = storageSettings(config.storage, `http://localhost:${config.port}`)?.publicBaseUrl ?? '';
  const { seeded } = await seedCatalogue(db, { store: app.objectStore, publicBaseUrl });
  if (seeded.length) console.log(`Demo catalogue seeded for ${seeded.length} shop(s) in ${Date.now() - started} ms`);
  const ordersStarted = Date.now();
  const orders = await seedOrders(db);
  if (orders.seeded.length)
    console.log(
      `Demo customers and orders seeded for ${orders.seeded.length} shop(s) in ${Date.now() - ordersStarted} ms`,
    );
  await seedModules(db, publicBaseUrl);
}

/**
 * SIGTERM / SIGINT (issue 28): no new connections, 503 with Connection: close on the open
 * ones, requests in flight finished and the running job handed back (app.close, its onClose
 * hook stops the queue), then exit 0; whatever still runs after STOP_GRACE_MS is cut (exit 1).
 */
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  const grace = config.stopGraceMs ?? STOP_GRACE_MS;
  setTimeout(() => {
    console.error(`Still busy after ${grace / 1000} s: stopping now.`);
    process.exit(1);
  }, grace).unref();
  const closed = app.close();
  // A connection busy when the server stopped listening is closed once its answer is sent
  // (Node closes the idle ones only once, when close begins).
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await closed;
  clearInterval(sweep);
  await read.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Jobs run in this process unless separate workers (`npm run worker`) take them all.
if (process.env.IN_PROCESS_WORKER !== '0') app.queue.start();
const url = `http://localhost:${config.port}`;
console.log(
  `${LISTENING_LINE}${url}  (database: ${kind === 'postgres' ? 'PostgreSQL' : config.sqliteFile}${read.replica ? ', reports from the replica' : ''})`,
);
if (demo) console.log(`Demo login: ${demo.email} / ${demo.password}${demo.created ? ' (created now)' : ''}`);
