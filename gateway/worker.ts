/**
 * `npm run worker`: a job worker in its own process (scale-out). It claims jobs from the
 * same durable queue table as the web process, with leases (FOR UPDATE SKIP LOCKED on
 * PostgreSQL), so any number of workers and web processes can share one database. Start
 * the web process with IN_PROCESS_WORKER=0 to leave all jobs to these workers. No HTTP
 * app is built: only the modules' job handlers are registered.
 */
import { configFromEnv } from './config';
import { migrate, openDatabase } from './db';
import { modules } from './modules';
import { buildModuleDeps } from './server';

const config = configFromEnv();
const { db, kind } = await openDatabase(config);
await migrate(db, modules);
const { queue } = await buildModuleDeps({ config: { ...config, staticDir: undefined }, db });
queue.start();
console.log(`Job worker running (database: ${kind === 'postgres' ? 'PostgreSQL' : config.sqliteFile})`);

const stop = async (signal: string) => {
  console.log(`\n${signal}: finishing the current job…`);
  await queue.stop();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
