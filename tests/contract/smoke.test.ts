// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import axios from 'axios';
import { it, expect } from 'vitest';

it('smoke', async () => {
  const server = setupServer(http.all('*', async ({ request }) => {
    const text = await request.text();
    console.log(request.method, request.url, [...request.headers.entries()], JSON.stringify(text));
    return HttpResponse.json({ ok: 1 });
  }));
  server.listen({ onUnhandledRequest: 'error' });
  const c = axios.create({ baseURL: 'http://gateway.test' });
  console.log(window.location.origin, typeof XMLHttpRequest);
  await c.request({ method: 'POST', url: '/users/logout', headers: { Authorization: 'Bearer x' } });
  await c.request({ method: 'DELETE', url: '/shop/api/a%40b', params: { fields: 'a,b', ids: [1, 2] } });
  await c.request({ method: 'POST', url: '/x', data: { a: 1 } });
  await c.request({ method: 'GET', url: 'http://localhost:3000/redis-publish', data: { a: 1 } }).catch((e) => console.log('err', e.message));
  server.close();
  expect(1).toBe(1);
});
