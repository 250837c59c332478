/**
 * Issue 15 item 8: bad input is a 400 with per-field messages, never a 500 (the NUL
 * cases answered 500 on PostgreSQL), and a bad date never reaches a job.
 */
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../core/validation';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { Writable } from 'node:stream';
import { migrate } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { openTestDatabase, testConfig, useGateway } from './harness';
import { merchant } from './orders.fixtures';

const gw = useGateway();
const BAD_DAYS = ['2024-13-45', '0000-00-00', '2023-02-29', '2024-04-31', '2024-00-10'];

describe('dates', () => {
  it('knows real days', () => {
    for (const day of BAD_DAYS) expect(isCalendarDay(day), day).toBe(false);
    for (const day of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-11-23'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses impossible from/to on the orders list, the analysis call and the order export with 400 on the field', async () => {
    const m = await merchant(gw);
    const auth = { token: m.account.token, params: { shop: m.shopId } };
    for (const day of BAD_DAYS) {
      for (const field of ['from', 'to'] as const) {
        const list = await gw.call(orderRoutes.list, { ...auth, query: { [field]: day } });
        expect(list.statusCode, `list ${field}=${day}`).toBe(400);
        expect(list.json().errors[field]).toEqual({ message: 'app.validation.invalid' });
        const other = field === 'from' ? 'to' : 'from';
        const analysis = await gw.call(orderRoutes.analysis, {
          ...auth,
          query: { [field]: day, [other]: '2024-01-01' },
          body: {},
        });
        expect(analysis.statusCode, `analysis ${field}=${day}`).toBe(400);
        expect(analysis.json().errors[field]).toEqual({ message: 'app.validation.invalid' });
        const job = await gw.call(jobRoutes.publish, {
          token: m.account.token,
          query: { channel: 'EXPORT-ORDER' },
          body: { shop_id: m.shopId, user_id: m.account.id, [field]: day },
        });
        expect(job.statusCode, `export ${field}=${day}`).toBe(400);
        expect(job.json().errors[field]).toEqual({ message: 'app.validation.invalid' });
      }
    }
    const jobs = await gw.call(jobRoutes.list, { ...auth, query: { channel: 'EXPORT-ORDER' } });
    expect(jobs.json().data.jobs).toEqual([]);
  });
});

describe('NUL characters', () => {
  it('are a 400 in paths, q, bodies and the sign-in call', async () => {
    const m = await merchant(gw);
    const auth = { token: m.account.token, params: { shop: m.shopId } };
    const cases = [
      await gw.call(productRoutes.get, { token: m.account.token, params: { shop: m.shopId, product_id: 'a\u0000b' } }),
      await gw.call(productRoutes.list, { token: m.account.token, params: { shop: `${m.shopId}\u0000` } }),
      await gw.call(productRoutes.list, { ...auth, query: { q: 'mug\u0000' } }),
      await gw.call(orderRoutes.list, { ...auth, query: { q: '\u0000' } }),
      await gw.call(customerRoutes.list, { ...auth, query: { q: 'x\u0000y' } }),
      await gw.call(productRoutes.create, { ...auth, body: { title: 'Mug\u0000', price: 1 } }),
      await gw.call(productRoutes.create, { ...auth, body: { title: 'Mug', price: 1, tags: ['a\u0000'] } }),
      await gw.call(authRoutes.login, { body: { email: 'a\u0000@example.com', password: 'x' } }),
      await gw.call(authRoutes.login, { body: { email: m.account.email, password: `${m.account.password}\u0000` } }),
      await gw.call(authRoutes.validateEmail, { params: { email: 'a\u0000@example.com' } }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json().errors)).toContainEqual({ message: 'app.validation.invalid' });
    }
    const tags = await gw.call(productRoutes.create, { ...auth, body: { title: 'Mug', price: 1, tags: ['a\u0000'] } });
    expect(tags.json().errors).toEqual({ 'tags.0': { message: 'app.validation.invalid' } });
  });
});

describe('a 500', () => {
  it('answers with a request id and is logged with it without LOG=1', async () => {
    const database = await openTestDatabase();
    await migrate(database.db, modules);
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: testConfig({ ...database.target, logStream }), db: database.db });
    app.get('/boom', async () => {
      throw new Error('boom for the log');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      const id = res.json().request_id as string;
      expect(id).toBeTruthy();
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 50);
      expect(logged).toMatchObject({ reqId: id, url: '/boom', err: { message: 'boom for the log' } });
      // Other requests write nothing without LOG=1.
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/healthz' });
      expect(lines).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
