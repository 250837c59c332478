// @vitest-environment jsdom
/** Switching shops forgets the rows ticked in the previous shop's lists (a bulk action must not reach them). */
import { act, cleanup, render } from '@testing-library/react';
import { AdminContext, ResourceDefinitionContextProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectShop } from './useSelectShop';

afterEach(cleanup);

describe('useSelectShop', () => {
  it("drops every list's ticked rows, under the resource's name and its lists' own store keys", async () => {
    const store = memoryStore({
      'products.selectedIds': ['p1', 'p2'],
      'products.selectedIds.storeKeys': ['products.archived'],
      'products.archived.selectedIds': ['p3'],
      'orders.selectedIds': ['o1'],
      'products.listParams': { perPage: 50 },
    });
    let select: ReturnType<typeof useSelectShop> | undefined;
    const Probe = () => {
      select = useSelectShop();
      return null;
    };
    render(
      <AdminContext store={store}>
        <ResourceDefinitionContextProvider definitions={{ products: { name: 'products' }, orders: { name: 'orders' } }}>
          <Probe />
        </ResourceDefinitionContextProvider>
      </AdminContext>,
    );
    await act(() => select!({ id: 's2' }, '/'));
    for (const key of ['products.selectedIds', 'products.archived.selectedIds', 'orders.selectedIds'])
      expect(store.getItem(key), key).toBeUndefined();
    // Not the merchant's own choices: how many rows a page shows stays.
    expect(store.getItem('products.listParams')).toEqual({ perPage: 50 });
  });
});
