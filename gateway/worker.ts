/**
 * `npm run worker`: a job worker in its own process (scale-out). It claims jobs from the
 * same durable queue table as the web process, with leases, so any number of workers
 * and web processes can share one database (PostgreSQL in production). Start the web
 * process with IN_PROCESS_WORKER=0 to leave all jobs to these workers.
 */
import { configFromEnv } from './config';
import { migrate, openDatabase } from './db';
import { buildApp } from './server';

const config = configFromEnv();
const { db, kind } = await openDatabase(config);
await migrate(db);
// The app is built only to register every module's job handlers; it listens on nothing.
const app = await buildApp({ config: { ...config, staticDir: undefined }, db });
await app.ready();
app.queue.start();
console.log(`Job worker running (database: ${kind === 'postgres' ? 'PostgreSQL' : config.sqliteFile})`);

const stop = async (signal: string) => {
  console.log(`\n${signal}: finishing the current job…`);
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
