/**
 * Issue 15: password hashing runs on a bounded pool of worker threads with its own queue;
 * when the queue is full a sign-in answers 503 with Retry-After at once, and the rest of
 * the gateway keeps answering while hashes run.
 */
import { scryptSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { HashPool } from '../../gateway/lib/hashPool';
import { hashPoolFromEnv } from '../../gateway/lib/limits';
import { hashPassword, verifyPassword } from '../../gateway/lib/password';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { PASSWORD, useGateway } from './harness';

const job = (password: string) => ({
  password,
  salt: Buffer.from('salt-salt-salt!!'),
  keylen: 64,
  N: 2 ** 12,
  r: 8,
  p: 1,
});

describe('the pool', () => {
  const pool = new HashPool({ size: 1, queue: 2 });
  afterAll(() => pool.close());

  it('derives exactly what scrypt derives', async () => {
    const key = await pool.derive(job('hunter2-hunter2'));
    expect(
      key.equals(scryptSync('hunter2-hunter2', Buffer.from('salt-salt-salt!!'), 64, { N: 2 ** 12, r: 8, p: 1 })),
    ).toBe(true);
  });

  it('holds size running plus queue waiting, and refuses the next one with 503 and Retry-After', async () => {
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => pool.derive({ ...job(`pw-${i}`), N: 2 ** 14 })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const refused = (results[3] as PromiseRejectedResult).reason;
    expect(refused).toMatchObject({ statusCode: 503, extra: { code: 'auth.busy' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(pool.stats).toEqual({ workers: 1, running: 0, waiting: 0 });
  });

  it('hashes and verifies passwords through the process pool', async () => {
    const stored = await hashPassword('  spaced out  ', 12);
    expect(await verifyPassword('  spaced out  ', stored)).toBe(true);
    expect(await verifyPassword('spaced out', stored)).toBe(false);
  });

  it('takes its size and queue from HASH_POOL_SIZE and HASH_QUEUE', () => {
    expect(hashPoolFromEnv({ HASH_POOL_SIZE: '3', HASH_QUEUE: '10' })).toEqual({ size: 3, queue: 10 });
    expect(() => hashPoolFromEnv({ HASH_POOL_SIZE: '0' })).toThrow();
  });
});

describe('sign-in when the pool is full', () => {
  const gw = useGateway({ hashPool: { size: 1, queue: 1 }, scryptLogN: 14 });

  it('answers 503 with Retry-After at once, other calls still answer, and the refused attempt does not count toward the lock-out', async () => {
    const { email } = await gw.signUp();
    const burst = Array.from({ length: 6 }, () =>
      gw.call(authRoutes.login, { body: { email, password: 'wrong-password' }, remoteAddress: '203.0.113.90' }),
    );
    // A call that needs no hash is answered before the hashes are done.
    const order: string[] = [];
    const health = gw.app.inject({ method: 'GET', url: '/healthz' }).then((r) => {
      order.push('health');
      return r;
    });
    const logins = Promise.all(burst).then((r) => {
      order.push('logins');
      return r;
    });
    const [answers, healthz] = await Promise.all([logins, health]);
    expect(healthz.statusCode).toBe(200);
    expect(order).toEqual(['health', 'logins']);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 503, 503, 503, 503]);
    const busy = answers.find((r) => r.statusCode === 503)!;
    expect(busy.json()).toMatchObject({ code: 'auth.busy' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    // 2 counted failures of 10: eight more wrong ones are still answered 401, not 429.
    for (let i = 0; i < 8; i++) {
      expect(
        (
          await gw.call(authRoutes.login, {
            body: { email, password: 'wrong-password' },
            remoteAddress: '203.0.113.90',
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (await gw.call(authRoutes.login, { body: { email, password: PASSWORD }, remoteAddress: '203.0.113.90' }))
        .statusCode,
    ).toBe(429);
  });
});
