/**
 * Prints the gateway's /openapi.json (built on a throwaway in-memory database, no port), or
 * writes it to the file named: what `npm run lint:api` hands to Spectral.
 */
import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../gateway/config';
import { migrate, openDatabase } from '../gateway/db';
import { modules } from '../gateway/modules';
import { buildApp } from '../gateway/server';

export async function servedOpenApi(): Promise<unknown> {
  const { db } = await openDatabase({ sqliteFile: ':memory:' });
  await migrate(db, modules);
  const config = { ...configFromEnv({}), sqliteFile: ':memory:', staticDir: undefined, logger: false, jwtSecret: 'x' };
  const app = await buildApp({ config, db });
  try {
    return (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  } finally {
    await app.close();
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = JSON.stringify(await servedOpenApi(), null, 2);
  if (process.argv[2]) writeFileSync(process.argv[2], text);
  else process.stdout.write(text);
}
