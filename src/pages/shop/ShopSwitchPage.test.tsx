// @vitest-environment jsdom
/**
 * SPEC §2: every query is scoped to the shop, so after switching no data of the previous
 * shop is ever shown. Two shops answer getList with their own products; the merchant
 * switches with the app bar's switcher; every render of the product list is recorded
 * with the shop current at that moment.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, useGetList, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentShopId, setCurrentShopId } from '../../lib/currentShop';
import { ShopSwitchPage } from './ShopSwitchPage';
import { SHOP_SWITCH_PATH } from '../../components/shopList';
import { ShopSwitcher } from '../../components/ShopSwitcher';

const SHOPS = [
  { id: 'A', name: 'Shop A', language: null },
  { id: 'B', name: 'Shop B', language: null },
];
const PRODUCTS: Record<string, { id: string; title: string }[]> = {
  A: [
    { id: 'a1', title: 'Alpha lamp' },
    { id: 'a2', title: 'Alpha chair' },
  ],
  B: [{ id: 'b1', title: 'Beta teapot' }],
};

function fakeDataProvider() {
  const calls: string[] = [];
  const dataProvider = {
    getList: vi.fn(async (resource: string) => {
      if (resource === 'shops') return { data: SHOPS, total: SHOPS.length };
      const shop = getCurrentShopId() ?? '';
      calls.push(`${resource}@${shop}`);
      // The previous shop's answer arrives late: it must not be shown for the new shop.
      await new Promise((resolve) => setTimeout(resolve, shop === 'A' ? 30 : 5));
      return { data: PRODUCTS[shop] ?? [], total: PRODUCTS[shop]?.length ?? 0 };
    }),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: SHOPS.find((s) => s.id === id)! })),
  } as unknown as DataProvider;
  return { dataProvider, calls };
}

const renders: { shop: string | undefined; titles: string[] }[] = [];

const ProductTitles = () => {
  const { data } = useGetList('products', { pagination: { page: 1, perPage: 10 } });
  const titles = (data ?? []).map((p) => String(p.title));
  renders.push({ shop: getCurrentShopId(), titles });
  return (
    <ul aria-label="products">
      {titles.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
};

describe('switching shops from the app bar', () => {
  beforeEach(() => {
    renders.length = 0;
    setCurrentShopId('A');
  });
  afterEach(() => {
    cleanup();
    setCurrentShopId(undefined);
  });

  it("never shows the previous shop's data, and asks the new shop for its own", async () => {
    const { dataProvider, calls } = fakeDataProvider();
    render(
      <TestMemoryRouter initialEntries={['/']}>
        <AdminContext dataProvider={dataProvider}>
          <ShopSwitcher />
          <Routes>
            <Route path="/" element={<ProductTitles />} />
            <Route path={SHOP_SWITCH_PATH} element={<ShopSwitchPage />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    await screen.findByText('Alpha lamp');

    fireEvent.click(await screen.findByRole('button', { name: 'app.layout.current_shop' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Shop B' }));

    await screen.findByText('Beta teapot');
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));

    expect(getCurrentShopId()).toBe('B');
    expect(screen.queryByText('Alpha lamp')).toBeNull();
    const afterSwitch = renders.filter((r) => r.shop === 'B');
    expect(afterSwitch.length).toBeGreaterThan(0);
    for (const r of afterSwitch) expect(r.titles.filter((t) => t.startsWith('Alpha'))).toEqual([]);
    expect(calls).toContain('products@B');
  });

  it('drops the cached answers of the previous shop when switching back', async () => {
    const { dataProvider, calls } = fakeDataProvider();
    render(
      <TestMemoryRouter initialEntries={['/']}>
        <AdminContext dataProvider={dataProvider}>
          <ShopSwitcher />
          <Routes>
            <Route path="/" element={<ProductTitles />} />
            <Route path={SHOP_SWITCH_PATH} element={<ShopSwitchPage />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    await screen.findByText('Alpha lamp');
    const switchTo = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'app.layout.current_shop' }));
      fireEvent.click(await screen.findByRole('menuitem', { name }));
    };
    await switchTo('Shop B');
    await screen.findByText('Beta teapot');
    await switchTo('Shop A');
    await screen.findByText('Alpha lamp');

    await waitFor(() => expect(calls).toEqual(['products@A', 'products@B', 'products@A']));
    const backOnA = renders.slice(renders.findLastIndex((r) => r.shop === 'B') + 1);
    for (const r of backOnA) expect(r.titles.filter((t) => t.startsWith('Beta'))).toEqual([]);
  });
});
