/**
 * SQLite statements are prepared once and reused (gateway/db reusingStatements): one
 * prepare per SQL text, values bound per run; a statement still iterating is not shared.
 */
import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { reusingStatements } from '../../gateway/db';

describe('reusingStatements', () => {
  it('prepares a SQL text once, however many times it runs with other values', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = reusingStatements(sqlite);
    for (let i = 1; i <= 5; i++) db.prepare('insert into t (id, name) values (?, ?)').run(i, `n${i}`);
    expect(db.prepare('select name from t where id = ?').get(3)).toEqual({ name: 'n3' });
    expect(db.prepare('select name from t where id = ?').get(4)).toEqual({ name: 'n4' });
    expect(prepare).toHaveBeenCalledTimes(2);
    db.close();
  });

  it('a statement still iterating is not handed out again: a fresh one runs beside it', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key); insert into t values (1), (2), (3)');
    const db = reusingStatements(sqlite);
    const outer = db.prepare('select id from t order by id').iterate() as IterableIterator<{ id: number }>;
    expect(outer.next().value).toEqual({ id: 1 });
    expect(db.prepare('select id from t order by id').all()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(outer.next().value).toEqual({ id: 2 });
    outer.return?.();
    db.close();
  });
});
