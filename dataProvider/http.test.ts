/** GatewayClient failure mapping and headers, against a mock gateway. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoutes } from '../core/route';
import { failureMessage, formErrors, GatewayClient } from './http';
import { EARLY_FRESH_MS, EARLY_GLOBAL, earlyKey } from './earlyAnswers';
import { retryAfterMs, throttleWait } from './throttle';

/** These probes pin requests, not answers. */
const Any = z.any();
const GATEWAY = 'http://gateway.test';
const routes = defineRoutes('probe', {
  save: { method: 'PUT', path: '/probe/api/{shop}/{id}', response: Any, summary: 'save' },
  open: { method: 'GET', path: '/probe/open', response: Any, auth: false, summary: 'before sign-in' },
  text: { method: 'POST', path: '/probe/api/{shop}/file', response: Any, bodyKind: 'text', summary: 'text body' },
  job: {
    method: 'POST',
    path: '/probe/job',
    response: Any,
    addShopId: true,
    addUserId: true,
    summary: 'the data plus shop_id and user_id',
  },
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** `null` stands for "signed out" (undefined would take the default). */
const client = (token: string | null = 'tok') =>
  new GatewayClient({ baseURL: GATEWAY, getToken: () => token ?? undefined, getShopId: () => 'shop-1' });

/** The rejection of a call, asserted to be an HttpError. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('GatewayClient failures', () => {
  it('400 becomes app.validation.check_fields with the per-field errors kept', async () => {
    const answer = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please check data fields!',
      errors: { name: { message: 'app.validation.required', args: { field: 'resources.shops.fields.name' } } },
      messages: { name: 'Name is required.' },
    };
    server.use(http.put(`${GATEWAY}/probe/api/shop-1/7`, () => HttpResponse.json(answer, { status: 400 })));
    const error = await failure(client().call(routes.save, { params: { id: 7 }, body: { name: '' } }));
    expect(error.message).toBe('app.validation.check_fields');
    expect(error.status).toBe(400);
    // react-admin's form walks body.errors: nested, each leaf the message string ValidationError translates.
    expect(error.body).toEqual({
      ...answer,
      fieldErrors: answer.errors,
      errors: {
        name: '@@react-admin@@{"message":"app.validation.required","args":{"field":"resources.shops.fields.name"}}',
        root: { serverError: 'app.validation.check_fields' },
      },
    });
  });

  it("400 errors on nested paths nest, as react-admin's setSubmissionErrors walks them", () => {
    expect(
      formErrors(
        {
          'items.0.quantity': { message: 'app.validation.fulfill_over', args: { n: 2 } },
          'items.1.item_id': { message: 'app.validation.invalid' },
          title: { message: 'app.validation.required' },
        },
        'app.validation.check_fields',
      ),
    ).toEqual({
      items: {
        0: { quantity: '@@react-admin@@{"message":"app.validation.fulfill_over","args":{"n":2}}' },
        1: { item_id: '@@react-admin@@{"message":"app.validation.invalid"}' },
      },
      title: '@@react-admin@@{"message":"app.validation.required"}',
      root: { serverError: 'app.validation.check_fields' },
    });
  });

  it('other failures keep their answer as it came', async () => {
    const answer = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Product in use',
      code: 'collection.in_use',
      ids: ['c1'],
    };
    server.use(http.put(`${GATEWAY}/probe/api/shop-1/7`, () => HttpResponse.json(answer, { status: 400 })));
    const error = await failure(client().call(routes.save, { params: { id: 7 }, body: {} }));
    expect([error.message, error.body]).toEqual(['app.collection.in_use', answer]);
  });

  it('500 becomes app.message.generic_error with the status', async () => {
    server.use(
      http.put(`${GATEWAY}/probe/api/shop-1/7`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const error = await failure(client().call(routes.save, { params: { id: 7 }, body: {} }));
    expect([error.message, error.status]).toEqual(['app.message.generic_error', 500]);
  });

  it('a network error becomes status 0 and app.message.generic_error', async () => {
    server.use(http.put(`${GATEWAY}/probe/api/shop-1/7`, () => HttpResponse.error()));
    const error = await failure(client().call(routes.save, { params: { id: 7 }, body: {} }));
    expect([error.message, error.status, error.body]).toEqual(['app.message.generic_error', 0, null]);
  });

  it('404 becomes app.message.not_found', async () => {
    server.use(
      http.put(`${GATEWAY}/probe/api/shop-1/7`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    const error = await failure(client().call(routes.save, { params: { id: 7 }, body: {} }));
    expect([error.message, error.status]).toEqual(['app.message.not_found', 404]);
  });

  it('a server code becomes the app.<code> key (wrong password, locked sign-in)', async () => {
    server.use(
      http.put(`${GATEWAY}/probe/api/shop-1/7`, () =>
        HttpResponse.json(
          { message: 'Email or password is incorrect.', code: 'auth.invalid_credentials' },
          { status: 401 },
        ),
      ),
    );
    const error = await failure(client().call(routes.save, { params: { id: 7 }, body: {} }));
    expect([error.message, error.status]).toEqual(['app.auth.invalid_credentials', 401]);
    expect(failureMessage(429, { code: 'auth.locked' })).toBe('app.auth.locked');
  });

  it('an aborted call rejects as a cancellation, not an HttpError', async () => {
    server.use(http.put(`${GATEWAY}/probe/api/shop-1/7`, () => HttpResponse.json({ data: {} })));
    const controller = new AbortController();
    controller.abort();
    const error = await client()
      .call(routes.save, { params: { id: 7 }, body: {}, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('CanceledError');
  });
});

describe('GatewayClient headers', () => {
  const capture = (method: 'get' | 'post', url: string) => {
    const seen: { authorization: string | null; contentType: string | null; text: string }[] = [];
    server.use(
      http[method](url, async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          text: await request.text(),
        });
        return HttpResponse.json({ data: {} });
      }),
    );
    return seen;
  };

  it('sends no Authorization header before sign-in, even when a token is stored', async () => {
    const seen = capture('get', `${GATEWAY}/probe/open`);
    await client('tok').call(routes.open);
    expect(seen[0].authorization).toBeNull();
  });

  it('sends no Authorization header on a signed-in route when there is no token', async () => {
    const seen = capture('post', `${GATEWAY}/probe/api/shop-1/file`);
    await client(null).call(routes.text, { body: 'hello' });
    expect(seen[0].authorization).toBeNull();
  });

  it('sends a text body as text/plain', async () => {
    const seen = capture('post', `${GATEWAY}/probe/api/shop-1/file`);
    await client().call(routes.text, { body: '<h1>{{ shop.name }}</h1>' });
    expect(seen[0]).toEqual({
      authorization: 'Bearer tok',
      contentType: 'text/plain',
      text: '<h1>{{ shop.name }}</h1>',
    });
  });
});

describe('GatewayClient route flags', () => {
  const flagged = () =>
    new GatewayClient({
      baseURL: GATEWAY,
      getToken: () => 'tok',
      getShopId: () => 'shop-1',
      getUserId: () => 'user-9',
    });

  it('adds the current shop and the signed-in user to the body of a flagged route', async () => {
    let received: unknown;
    server.use(
      http.post(`${GATEWAY}/probe/job`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    await flagged().call(routes.job, { body: { format: 'google' } });
    expect(received).toEqual({ shop_id: 'shop-1', user_id: 'user-9', format: 'google' });
  });

  it('keeps a shop the body names itself (cleaning a shop that is not the current one)', async () => {
    let received: unknown;
    server.use(
      http.post(`${GATEWAY}/probe/job`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    await flagged().call(routes.job, { body: { shop_id: 'shop-2' } });
    expect(received).toEqual({ shop_id: 'shop-2', user_id: 'user-9' });
  });
});

describe('GatewayClient takes the answer the first-screen script asked for (earlyAnswers.ts)', () => {
  const early = (answer: Response, at = Date.now()) => {
    vi.stubGlobal('window', {
      [EARLY_GLOBAL]: { [earlyKey('/probe/open', { fields: 'a,b' })]: { at, answer: Promise.resolve(answer) } },
    });
  };
  const served = () => {
    let calls = 0;
    server.use(
      http.get(`${GATEWAY}/probe/open`, () => {
        calls++;
        return HttpResponse.json({ from: 'gateway' });
      }),
    );
    return () => calls;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('the identical GET takes it once, with no request; the next one goes to the gateway', async () => {
    const calls = served();
    early(Response.json({ from: 'early' }));
    expect(await client().call(routes.open, { query: { fields: 'a,b' } })).toEqual({ from: 'early' });
    expect(calls()).toBe(0);
    expect(await client().call(routes.open, { query: { fields: 'a,b' } })).toEqual({ from: 'gateway' });
    expect(calls()).toBe(1);
  });

  it('another query is not that GET', async () => {
    const calls = served();
    early(Response.json({ from: 'early' }));
    expect(await client().call(routes.open, { query: { fields: 'a' } })).toEqual({ from: 'gateway' });
    expect(calls()).toBe(1);
  });

  it('a failed or stale early answer is dropped and the call made as usual', async () => {
    const calls = served();
    early(Response.json({ message: 'expired' }, { status: 401 }));
    expect(await client().call(routes.open, { query: { fields: 'a,b' } })).toEqual({ from: 'gateway' });
    early(Response.json({ from: 'early' }), Date.now() - EARLY_FRESH_MS - 1);
    expect(await client().call(routes.open, { query: { fields: 'a,b' } })).toEqual({ from: 'gateway' });
    expect(calls()).toBe(2);
  });
});

describe('GatewayClient Idempotency-Key (issue 28)', () => {
  const submits = defineRoutes('submit', {
    create: { method: 'POST', path: '/submit/api/{shop}', response: Any, summary: 'creates a record' },
    quote: { method: 'POST', path: '/submit/api/{shop}/quote', response: Any, idempotent: false, summary: 'prices' },
    refund: { method: 'PUT', path: '/submit/api/{shop}/refund', response: Any, idempotent: true, summary: 'money' },
  });
  const url = `${GATEWAY}/submit/api/shop-1`;
  const quick = () =>
    new GatewayClient({ baseURL: GATEWAY, getToken: () => 'tok', getShopId: () => 'shop-1', retryDelaysMs: [1, 1] });
  /** Answers in turn (the last one again after that) and records the key of each request. */
  function gateway(method: 'post' | 'put', path: string, answers: (() => Response)[]) {
    const keys: (string | null)[] = [];
    server.use(
      http[method](path, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return answers[Math.min(keys.length, answers.length) - 1]();
      }),
    );
    return keys;
  }
  const created = () => HttpResponse.json({ data: { id: 'o1' } }, { status: 201 });
  const lost = () => HttpResponse.error();

  it('sends a new key with each submit, none with a call flagged idempotent: false, and one with a refund PUT', async () => {
    const keys = gateway('post', url, [created]);
    await quick().call(submits.create, { body: { a: 1 } });
    await quick().call(submits.create, { body: { a: 1 } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    const quoted = gateway('post', `${url}/quote`, [() => HttpResponse.json({})]);
    await quick().call(submits.quote, { body: {} });
    expect(quoted).toEqual([null]);
    const refunded = gateway('put', `${url}/refund`, [() => HttpResponse.json({})]);
    await quick().call(submits.refund, { body: {} });
    expect(refunded[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('resends a submit whose answer never came (network, 502-504, still running) with the same key, and answers the result', async () => {
    const running = () => HttpResponse.json({ code: 'idempotency.in_flight' }, { status: 409 });
    const keys = gateway('post', url, [lost, () => new HttpResponse(null, { status: 504 }), running, created]);
    const client = new GatewayClient({
      baseURL: GATEWAY,
      getToken: () => 'tok',
      getShopId: () => 'shop-1',
      retryDelaysMs: [1, 1, 1],
    });
    expect(await client.call(submits.create, { body: { a: 1 } })).toEqual({ data: { id: 'o1' } });
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('after the resends give up, the merchant saving the same thing again reuses the key; once answered, the next save gets a new one', async () => {
    const keys = gateway('post', url, [lost, lost, lost, created]);
    const client = quick();
    expect((await failure(client.call(submits.create, { body: { a: 1 } }))).status).toBe(0);
    expect(keys).toHaveLength(3);
    await client.call(submits.create, { body: { a: 1 } });
    expect(new Set(keys).size).toBe(1);
    await client.call(submits.create, { body: { a: 1 } });
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('a refusal is an answer: not resent, and another body is another key', async () => {
    const keys = gateway('post', url, [() => HttpResponse.json({ message: 'no' }, { status: 400 }), created]);
    const client = quick();
    expect((await failure(client.call(submits.create, { body: { a: 1 } }))).status).toBe(400);
    expect(keys).toHaveLength(1);
    await client.call(submits.create, { body: { a: 1 } });
    await client.call(submits.create, { body: { a: 2 } });
    expect(new Set(keys).size).toBe(3);
  });
});

describe('GatewayClient on 429 (issue 29: rate limits)', () => {
  const submits = defineRoutes('limited', {
    create: { method: 'POST', path: '/limited/api/{shop}', response: Any, summary: 'creates a record' },
    list: { method: 'GET', path: '/limited/api/{shop}', response: Any, summary: 'lists' },
  });
  const url = `${GATEWAY}/limited/api/shop-1`;
  const throttled = (retryAfter: string) => () =>
    HttpResponse.json(
      { statusCode: 429, code: 'auth.rate_limited' },
      { status: 429, headers: { 'retry-after': retryAfter } },
    );
  /** Answers in turn (the last one again after that) and records the key of each request and its body. */
  function gateway(method: 'post' | 'get', answers: (() => Response)[]) {
    const seen: { key: string | null; body: string }[] = [];
    server.use(
      http[method](url, async ({ request }) => {
        seen.push({ key: request.headers.get('idempotency-key'), body: await request.text() });
        return answers[Math.min(seen.length, answers.length) - 1]();
      }),
    );
    return seen;
  }
  const created = () => HttpResponse.json({ data: { id: 'o1' } }, { status: 201 });

  it('waits Retry-After and sends the same submit again, with the same key and body, and answers its result', async () => {
    const seen = gateway('post', [throttled('0'), throttled('0'), created]);
    expect(await client().call(submits.create, { body: { title: 'Lamp' } })).toEqual({ data: { id: 'o1' } });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seen.map((s) => s.body))).toEqual(new Set([JSON.stringify({ title: 'Lamp' })]));
  });

  it('resends a read too', async () => {
    const seen = gateway('get', [throttled('0'), () => HttpResponse.json({ data: [] })]);
    expect(await client().call(submits.list)).toEqual({ data: [] });
    expect(seen).toHaveLength(2);
  });

  it('gives up after 3 resends with the 429 (shown as too many requests); saving again then goes through', async () => {
    const seen = gateway('post', [throttled('0'), throttled('0'), throttled('0'), throttled('0'), created]);
    const c = client();
    const error = await failure(c.call(submits.create, { body: { a: 1 } }));
    expect(error.status).toBe(429);
    expect(error.message).toBe('app.auth.rate_limited');
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(await c.call(submits.create, { body: { a: 1 } })).toEqual({ data: { id: 'o1' } });
  });

  it('does not wait out a long Retry-After (the sign-in lock-out): the 429 comes back at once', async () => {
    const seen = gateway('post', [throttled('900'), created]);
    expect((await failure(client().call(submits.create, { body: {} }))).status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs(undefined)).toBe(1000);
    expect(throttleWait(429, '900', 0)).toBeUndefined();
    expect(throttleWait(429, '1', 3)).toBeUndefined();
    expect(throttleWait(503, '1', 0)).toBeUndefined();
  });
});
