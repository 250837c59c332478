/**
 * `npm run worker`: a job worker in its own process (scale-out). It claims jobs from the
 * same durable queue table as the web process, with leases (FOR UPDATE SKIP LOCKED on
 * PostgreSQL), so any number of workers and web processes can share one database. Start
 * the web process with IN_PROCESS_WORKER=0 to leave all jobs to these workers. No HTTP
 * app is built: only the modules' job handlers are registered.
 */
import { configFromEnv } from './config';
import { migrate, openDatabase } from './db';
import { openReadDatabase } from './db/readDb';
import { modules } from './modules';
import { buildModuleDeps } from './server';

const config = configFromEnv();
const { db, kind } = await openDatabase(config);
await migrate(db, modules);
const read = await openReadDatabase(config, db);
const { queue } = await buildModuleDeps({ config: { ...config, staticDir: undefined }, db, readDb: read.readDb });
queue.start({ keepAlive: true });
console.log(`Job worker running (database: ${kind === 'postgres' ? 'PostgreSQL' : config.sqliteFile})`);

/**
 * SIGTERM / SIGINT: no more jobs; the running one stops at its next progress report and its
 * lease is handed back (another worker takes it at once), or ends within STOP_GRACE_MS.
 */
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: handing the current job back…`);
  await queue.stop(config.stopGraceMs);
  // A job still inside its transaction after the grace: the exit rolls it back and its lease runs out.
  await Promise.race([
    Promise.all([read.close(), db.destroy()]),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
