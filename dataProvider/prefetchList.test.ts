/** The list asked for with the shell is answered once to the list's own identical call. */
import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { withListPrefetch } from './prefetchList';

const params: GetListParams = {
  pagination: { page: 1, perPage: 20 },
  sort: { field: 'created_at', order: 'DESC' },
  filter: {},
};

function setup() {
  let now = 0;
  const getList = vi.fn(async (_name: string, p: GetListParams) => ({ data: [{ id: p.pagination?.page }], total: 1 }));
  const { provider, prefetch } = withListPrefetch({ getList } as unknown as DataProvider, () => now);
  return {
    getList,
    provider,
    prefetch,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('withListPrefetch', () => {
  it('the list call with the same parameters takes the prefetched answer: one call in all', async () => {
    const { getList, provider, prefetch } = setup();
    prefetch('products', params);
    expect(await provider.getList('products', { ...params, meta: undefined })).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(getList).toHaveBeenCalledTimes(1);
    // Used once: a later refresh asks the gateway.
    await provider.getList('products', params);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('other parameters, another resource or a stale prefetch make their own call', async () => {
    const { getList, provider, prefetch, tick } = setup();
    prefetch('products', params);
    await provider.getList('products', { ...params, pagination: { page: 2, perPage: 20 } });
    await provider.getList('orders', params);
    expect(getList).toHaveBeenCalledTimes(3);
    tick(60_000);
    await provider.getList('products', params);
    expect(getList).toHaveBeenCalledTimes(4);
  });

  it("the current shop asked for with the shell answers the screen's own getOne once", async () => {
    let now = 0;
    const getOne = vi.fn(async (_name: string, p: { id: unknown }) => ({ data: { id: p.id, name: 'Maple & Co' } }));
    const { provider, prefetchOne } = withListPrefetch({ getOne } as unknown as DataProvider, () => now);
    prefetchOne('shops', 'a1');
    expect(await provider.getOne('shops', { id: 'a1', signal: new AbortController().signal })).toEqual({
      data: { id: 'a1', name: 'Maple & Co' },
    });
    expect(getOne).toHaveBeenCalledTimes(1);
    await provider.getOne('shops', { id: 'a1' });
    await provider.getOne('shops', { id: 'b2' });
    expect(getOne).toHaveBeenCalledTimes(3);
    prefetchOne('shops', 'a1');
    now += 60_000;
    await provider.getOne('shops', { id: 'a1' });
    expect(getOne).toHaveBeenCalledTimes(5);
  });
});
