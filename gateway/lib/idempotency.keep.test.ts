/**
 * keepAnswer after the work is committed: a busy database is tried again, and an answer that
 * cannot be kept is still answered (a thrown error would become a 503 the app sends again).
 */
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { keepAnswer } from './idempotency';

/** A database whose update fails with `failures` errors first, recording what it kept. */
function fakeDb(failures: unknown[]) {
  const kept: unknown[] = [];
  const chain = {
    set: (values: unknown) => ({
      where: () => ({
        execute: async () => {
          const failure = failures.shift();
          if (failure) throw failure;
          kept.push(values);
        },
      }),
    }),
  };
  return { db: { updateTable: () => chain } as unknown as Db, kept };
}

const reply = {
  statusCode: 201,
  getHeader: () => undefined,
  log: { error: () => undefined },
} as unknown as FastifyReply;
const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('keepAnswer', () => {
  it('tries again while another connection holds the lock, then keeps the answer', async () => {
    const { db, kept } = fakeDb([busy(), busy()]);
    await keepAnswer({ id: 'k', db }, reply, '{"ok":true}');
    expect(kept).toEqual([expect.objectContaining({ status_code: 201, body: '{"ok":true}' })]);
  });

  it('does not throw when the answer cannot be kept: the work is done, the answer goes out', async () => {
    const { db, kept } = fakeDb([busy(), busy(), busy(), busy(), busy()]);
    await expect(keepAnswer({ id: 'k', db }, reply, '{}')).resolves.toBeUndefined();
    const other = fakeDb([new Error('disk I/O error')]);
    await expect(keepAnswer({ id: 'k', db: other.db }, reply, '{}')).resolves.toBeUndefined();
    expect(kept).toEqual([]);
  });
});
