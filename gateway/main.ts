/** `npm start`: one process, one port: the SPA, the gateway API and the app-origin endpoints. */
import { configFromEnv } from './config';
import { migrate, openDatabase } from './db';
import { seedDemo } from './seed/demo';
import { buildApp } from './server';

const config = configFromEnv();
const { db, kind } = await openDatabase(config);
await migrate(db);
const demo = process.env.SEED === '0' ? undefined : await seedDemo(db, config);
const app = await buildApp({ config, db });

const stop = async (signal: string) => {
  console.log(`\n${signal}: stopping…`);
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.queue.start();
const url = `http://localhost:${config.port}`;
console.log(`Shop back office: ${url}  (database: ${kind === 'postgres' ? 'PostgreSQL' : config.sqliteFile})`);
if (demo) console.log(`Demo login: ${demo.email} / ${demo.password}${demo.created ? ' (created now)' : ''}`);
