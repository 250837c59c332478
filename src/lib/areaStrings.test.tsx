/** Strings that load with their area: named lazily, the whole file loads with the first screen. */
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from './defineResource';
import {
  ensureAreaStrings,
  loadAreaStrings,
  loadedRootStrings,
  loadedScreenStrings,
  onAreaStrings,
  resourceMessages,
  withAreaStrings,
  withScreenStrings,
} from './areaStrings';

const whole = {
  en: { name: 'Order |||| Orders', fields: { total: 'Total' } },
  vi: { name: 'Đơn hàng', fields: { total: 'Tổng' } },
};

function declarations() {
  const load = vi.fn(async () => whole);
  const customersLoad = vi.fn(async () => ({
    en: { name: 'Customer', fields: { email: 'E-mail' } },
    vi: { name: 'Khách hàng', fields: { email: 'E-mail' } },
  }));
  const Screen = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
  const orders = {
    name: 'orders',
    crud: {},
    uses: ['customers'],
    list: Screen,
    i18n: load,
  } as unknown as ResourceDefinition;
  const customers = {
    name: 'customers',
    crud: {},
    i18n: customersLoad,
  } as unknown as ResourceDefinition;
  return { all: [orders, customers], orders, customers, load, customersLoad, Screen };
}

describe('area strings', () => {
  it('nothing is known before the first screen; it loads the whole file and those it uses, once', async () => {
    const { all, orders, customers, load, customersLoad } = declarations();
    const rebuilt = vi.fn(async () => undefined);
    onAreaStrings(rebuilt);
    expect(resourceMessages(orders)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await ensureAreaStrings(orders, all);
    expect(resourceMessages(orders)).toEqual(whole);
    expect(resourceMessages(customers)?.en).toEqual({ name: 'Customer', fields: { email: 'E-mail' } });
    expect(rebuilt).toHaveBeenCalledTimes(1);
    // Loaded: nothing more to wait for, no second load.
    expect(ensureAreaStrings(orders, all)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(customersLoad).toHaveBeenCalledTimes(1);
  });

  it("a screen's preload starts its code and its strings together", async () => {
    const { all, load, Screen } = declarations();
    all[0] = { ...all[0], name: 'orders-2' };
    const [wrapped] = withAreaStrings(all);
    await (wrapped.list as unknown as { preload: () => Promise<unknown> }).preload();
    expect(Screen.preload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads every resource at once, with one rebuild (tests and scripts reading every message)', async () => {
    const { all, load, customersLoad } = declarations();
    all[0] = { ...all[0], name: 'orders-3' };
    all[1] = { ...all[1], name: 'customers-3' };
    const rebuilt = vi.fn(async () => undefined);
    onAreaStrings(rebuilt);
    await loadAreaStrings(all);
    expect(resourceMessages(all[0])).toEqual(whole);
    expect([load, customersLoad, rebuilt].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('declarations with their whole messages (the shop) load nothing', () => {
    const plain = { name: 'pages', crud: {}, i18n: whole } as unknown as ResourceDefinition;
    expect(ensureAreaStrings(plain, [plain])).toBeUndefined();
    expect(resourceMessages(plain)).toBe(whole);
  });

  it("a screen outside any resource loads its strings with its code, once, and they join the provider's", async () => {
    const account = { en: { account: { title: 'Your account' } }, vi: { account: { title: 'Tài khoản' } } };
    const load = vi.fn(async () => account);
    const rebuilt = vi.fn(async () => undefined);
    onAreaStrings(rebuilt);
    const Screen = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const wrapped = withScreenStrings(Screen, [{ name: 'account-test', load }]);
    expect(loadedScreenStrings()).not.toContainEqual(account);
    await (wrapped as unknown as { preload: () => Promise<unknown> }).preload();
    expect(Screen.preload).toHaveBeenCalledTimes(1);
    expect(loadedScreenStrings()).toContainEqual(account);
    expect(rebuilt).toHaveBeenCalledTimes(1);
    await (wrapped as unknown as { preload: () => Promise<unknown> }).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a resource's screen also waits for the shared strings (History, refusals, the rich text toolbar), rooted where asked", async () => {
    const { all, Screen } = declarations();
    all[0] = { ...all[0], name: 'orders-4' };
    const history = { en: { history: { title: 'History' } }, vi: { history: { title: 'Lịch sử' } } };
    const toolbar = { en: { ra: { tiptap: { bold: 'Bold' } } }, vi: { ra: { tiptap: { bold: 'In đậm' } } } };
    const historyLoad = vi.fn(async () => history);
    const toolbarLoad = vi.fn(async () => toolbar);
    const [wrapped] = withAreaStrings(all, [
      { name: 'history-test', load: historyLoad },
      { name: 'toolbar-test', load: toolbarLoad, root: true },
    ]);
    expect(loadedScreenStrings()).not.toContainEqual(history);
    await (wrapped.list as unknown as { preload: () => Promise<unknown> }).preload();
    expect(Screen.preload).toHaveBeenCalledTimes(1);
    // Under `app` for the one, at the top level (react-admin's `ra.tiptap.*`) for the other.
    expect(loadedScreenStrings()).toContainEqual(history);
    expect(loadedRootStrings()).toContainEqual(toolbar);
    expect(loadedScreenStrings()).not.toContainEqual(toolbar);
    await (wrapped.list as unknown as { preload: () => Promise<unknown> }).preload();
    expect([historyLoad, toolbarLoad].map((f) => f.mock.calls.length)).toEqual([1, 1]);
  });
});
