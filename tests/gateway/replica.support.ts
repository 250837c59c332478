/**
 * The streaming replica of `scripts/with-postgres.sh --replica` as replica.test.ts drives it:
 * wait for it to catch up with the primary, pause and resume its replay.
 */
const PRIMARY = () => process.env.TEST_DATABASE_URL!;
const REPLICA = () => process.env.TEST_DATABASE_READ_URL!;

/** One statement on its own connection (not the gateway's pools). */
export async function query(url: string, text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the replica has replayed everything the primary had written when this was called. */
export async function caughtUp(timeoutMs = 30_000): Promise<void> {
  // The insert position, not pg_current_wal_lsn (the write position): with-postgres.sh runs the
  // primary with synchronous_commit=off, so a commit just answered may still sit in WAL buffers.
  const [{ lsn }] = await query(PRIMARY(), 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ done }] = await query(REPLICA(), 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
    if (done) return;
    if (Date.now() > deadline) throw new Error(`the replica did not reach ${String(lsn)} in ${timeoutMs} ms`);
    await sleep(20);
  }
}

async function replayState(): Promise<string> {
  const [{ state }] = await query(REPLICA(), 'SELECT pg_get_wal_replay_pause_state() AS state');
  return String(state);
}

/** Replay stopped (not only asked to stop): nothing written on the primary from now on is seen there. */
export async function pauseReplay(): Promise<void> {
  await query(REPLICA(), 'SELECT pg_wal_replay_pause()');
  while ((await replayState()) !== 'paused') await sleep(10);
}

export async function resumeReplay(): Promise<void> {
  await query(REPLICA(), 'SELECT pg_wal_replay_resume()');
}

/** pg's pool.end() resolves before its sockets close: wait for the replica's sessions on a database to end. */
export async function waitForNoSessions(database: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const [{ n }] = await query(REPLICA(), 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    if (n === 0) return;
    await sleep(20);
  }
}
