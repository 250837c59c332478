/** The products' declaration as the dataProvider runs it (SPEC §7 product list by ids). */
import { describe, expect, it, vi } from 'vitest';
import type { NamedRoute } from '../../core/route';
import { buildDataProvider } from '../../dataProvider/buildDataProvider';
import type { CallArgs, GatewayClient } from '../../dataProvider/http';
import { productResource } from './index';

describe('products through the dataProvider', () => {
  it('getMany of the products is one list call with the ids, not one call per id', async () => {
    const call = vi.fn(async (_route: NamedRoute, _args: CallArgs = {}) => ({
      data: {
        products: [
          { _id: 'p1', title: 'A' },
          { _id: 'p2', title: 'B' },
        ],
        total: 2,
      },
    }));
    const provider = buildDataProvider({ call, shopId: () => 'shop-1' } as unknown as GatewayClient, [productResource]);
    const { data } = await provider.getMany('products', { ids: ['p1', 'p2'] });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][0].id).toBe('product.list');
    expect(call.mock.calls[0][1]?.query).toEqual({ ids: 'p1,p2', page: 1, limit: 2 });
    expect(data.map((r) => r.id)).toEqual(['p1', 'p2']);
  });
});
