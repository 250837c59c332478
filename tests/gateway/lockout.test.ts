/** Sign-in lock-out: 10 failures for one account and address lock that pair. */
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../gateway/modules/auth/auth.module';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { PASSWORD, uniqueEmail, useGateway } from './harness';

const gw = useGateway();

const attempt = (email: string, password: string, remoteAddress: string, headers?: Record<string, string>) =>
  gw.call(authRoutes.login, { body: { email, password }, remoteAddress, headers });

async function failTenTimes(email: string, remoteAddress: string) {
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
    const res = await attempt(email, 'wrong-password', remoteAddress);
    expect(res.statusCode).toBe(401);
  }
}

describe('sign-in lock-out', () => {
  it('is set at 10 failures', () => {
    expect(LOGIN_MAX_FAILURES).toBe(10);
  });

  it('after 10 failures the 11th attempt answers 429, even with the right password', async () => {
    const { email } = await gw.signUp();
    await failTenTimes(email, '203.0.113.1');
    const res = await attempt(email, PASSWORD, '203.0.113.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, code: 'auth.locked' });
    expect(res.body).not.toContain('access_token');
  });

  it('9 failures do not lock, and a success clears them', async () => {
    const { email } = await gw.signUp();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await attempt(email, 'wrong-password', '203.0.113.2');
    expect((await attempt(email, PASSWORD, '203.0.113.2')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await attempt(email, 'wrong-password', '203.0.113.2');
    expect((await attempt(email, PASSWORD, '203.0.113.2')).statusCode).toBe(200);
  });

  it('an unknown e-mail answers the same 429 after 10 failures', async () => {
    const { email } = await gw.signUp();
    await failTenTimes(email, '203.0.113.3');
    const known = await attempt(email, PASSWORD, '203.0.113.3');

    const ghost = uniqueEmail('ghost');
    await failTenTimes(ghost, '203.0.113.3');
    const unknown = await attempt(ghost, PASSWORD, '203.0.113.3');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
  });

  it('another address is not locked', async () => {
    const { email } = await gw.signUp();
    await failTenTimes(email, '203.0.113.4');
    expect((await attempt(email, PASSWORD, '203.0.113.4')).statusCode).toBe(429);
    expect((await attempt(email, PASSWORD, '198.51.100.4')).statusCode).toBe(200);
  });

  it('another account from the same address is not locked', async () => {
    const locked = await gw.signUp();
    const other = await gw.signUp();
    await failTenTimes(locked.email, '203.0.113.5');
    expect((await attempt(other.email, PASSWORD, '203.0.113.5')).statusCode).toBe(200);
  });

  it('the e-mail letter case does not open a fresh count', async () => {
    const { email } = await gw.signUp();
    await failTenTimes(email, '203.0.113.6');
    expect((await attempt(email.toUpperCase(), PASSWORD, '203.0.113.6')).statusCode).toBe(429);
  });

  it('a forged X-Forwarded-For header does not escape the lock', async () => {
    const { email } = await gw.signUp();
    await failTenTimes(email, '203.0.113.7');
    const res = await attempt(email, PASSWORD, '203.0.113.7', { 'x-forwarded-for': '192.0.2.99' });
    expect(res.statusCode).toBe(429);
  });
});

describe('sign-in lock-out under a burst (issue 15)', () => {
  it('16 parallel wrong attempts: 10 are checked, 6 answer 429, then the right password is locked out too', async () => {
    const { email } = await gw.signUp();
    const burst = await Promise.all(Array.from({ length: 16 }, () => attempt(email, 'wrong-password', '203.0.113.20')));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(16 - LOGIN_MAX_FAILURES);
    expect((await attempt(email, PASSWORD, '203.0.113.20')).statusCode).toBe(429);
  });

  it('after a burst of 15 wrong ones (10 checked, 5 refused), the right password is refused too', async () => {
    const { email } = await gw.signUp();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => attempt(email, 'wrong-password', '203.0.113.21')),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const last = await attempt(email, PASSWORD, '203.0.113.21');
    expect(last.statusCode).toBe(429);
    expect(last.body).not.toContain('access_token');
  });
});
