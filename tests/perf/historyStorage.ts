/**
 * What history (issue 27) costs on disk, measured: the real gateway (`gateway/main.ts`, as
 * `npm start` runs it, with its demo seed) on a fresh database (SQLite in a temp folder, or
 * PostgreSQL with DATABASE_URL / the TEST_DATABASE_URL of `bash scripts/with-postgres.sh`),
 * signed in as the demo merchant, `updates` small edits over HTTP across the demo shop's
 * products, customers, discounts and settings (historyEdits.ts). Run by
 * historyStorage.bench.ts and by `npm run perf` (issueTable.ts). Asserts nothing.
 */
import { openDatabase } from '../../gateway/db';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { startGateway } from '../e2e/support/gateway';
import { editors, type Editor } from './historyEdits';
import { databaseBytes, keptBytes, versionsBytes } from './historySize';

/** Requests in flight at once (an editor queues its own: one record is never written twice at once). */
const CLIENTS = 4;

export async function historyStorage({ updates = 10_000 } = {}) {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  const gateway = await startGateway({
    // Answers are checked against their schemas in the tests, not in production.
    env: { CHECK_RESPONSES: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  const { db, kind } = await openDatabase({ databaseUrl, sqliteFile: `${gateway.dataDir}/shop.sqlite` });
  try {
    const signIn = (await fetch(`${gateway.url}/auth/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    }).then((r) => r.json())) as { access_token: string };
    const shop = await db.selectFrom('shops').select('id').where('handle', '=', 'maple-co').executeTakeFirstOrThrow();
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(gateway.url + path.replace('{shop}', shop.id), {
        method,
        headers: { authorization: `Bearer ${signIn.access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 500)}`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark plumbing
      return JSON.parse(text) as Record<string, any>;
    };

    const before = { database: await databaseBytes(db, kind), versions: await versionsBytes(db, kind) };
    const kinds = await editors(call, shop.id);
    // Each kind its share of the edits: products most, settings least.
    const plan = kinds.flatMap((editor) => Array<Editor>(editor.weight).fill(editor));
    const started = Date.now();
    let next = 0;
    let failed = 0;
    const errors: string[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < updates) {
          try {
            await plan[next++ % plan.length].edit();
          } catch (error) {
            if (++failed <= 3) errors.push(String(error));
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const after = { database: await databaseBytes(db, kind), versions: await versionsBytes(db, kind) };
    return {
      kind,
      updates,
      failed,
      errors,
      seconds,
      kinds: kinds.map(({ name, count, records }) => ({ name, count, records })),
      before,
      after,
      kept: await keptBytes(db),
    };
  } finally {
    await db.destroy();
    await gateway.stop();
  }
}

export type HistoryStorage = Awaited<ReturnType<typeof historyStorage>>;

const MB = 1024 * 1024;
export const mb = (n: number) => `${(n / MB).toFixed(2)} MB`;

/** Bytes on disk per version the updates added (table + indexes). */
export const perVersionOnDisk = (r: HistoryStorage) =>
  Math.round((r.after.versions.bytes - r.before.versions.bytes) / (r.after.versions.rows - r.before.versions.rows));
