/**
 * Queries built and compiled once, run with new values: Kysely builds and compiles a query
 * anew on every call, which costs more than running a small one on SQLite. The query is
 * built with placeholder values, compiled for each database it runs on, and every later
 * call binds its own values where the placeholders were; the SQL text stays the same
 * string, so SQLite's statement cache (db/index.ts) finds its prepared statement at once.
 *
 * Only for queries whose shape never depends on the values (no `in` lists, no optional
 * filters): compiling checks that every placeholder became exactly one bound parameter.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../db';

const mark = (i: number) => `\u0000prepared-value-${i}\u0000`;

export function prepared<Args extends unknown[], R>(
  count: Args['length'],
  build: (db: Db, ...args: Args) => Compilable<R>,
): (db: Db, ...args: Args) => Promise<R[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: number[] }>();
  const compile = (db: Db) => {
    const marks = Array.from({ length: count }, (_, i) => mark(i));
    const query = build(db, ...(marks as Args)).compile();
    const slots = marks.map((m) => query.parameters.indexOf(m));
    const unmatched = query.parameters.filter((p) => typeof p === 'string' && p.startsWith('\u0000prepared-value-'));
    if (slots.includes(-1) || unmatched.length !== count)
      throw new Error(`prepared: a value is not one parameter in ${query.sql}`);
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  };
  return async (db, ...args) => {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const parameters = [...query.parameters];
    for (let i = 0; i < slots.length; i++) parameters[slots[i]] = args[i];
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
