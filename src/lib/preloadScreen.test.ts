/** The screen a start opens is asked for with the shell: the right one, once per path. */
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from './defineResource';
import { firstListParams, preloadScreen, screenPatterns } from './preloadScreen';

const screen = () => Object.assign(() => null, { preload: vi.fn(async () => undefined) });

describe('preloadScreen', () => {
  const productList = screen();
  const productEdit = screen();
  const collectionList = screen();
  const productCreate = screen();
  const resources = [
    {
      name: 'products',
      crud: {},
      i18n: { en: {}, vi: {} },
      list: productList,
      create: productCreate,
      edit: screen(),
      routes: [{ path: 'edit/:id', component: productEdit }],
    },
    {
      name: 'collections',
      crud: {},
      i18n: { en: {}, vi: {} },
      routes: [{ path: '/products/collections', component: collectionList }],
    },
  ] as unknown as ResourceDefinition[];
  const patterns = screenPatterns(resources);

  it.each([
    ['/products', productList],
    ['/products/create', productCreate],
    ['/products/edit/p1', productEdit],
    ['/products/collections', collectionList],
  ])('%s loads its own screen', (path, expected) => {
    vi.clearAllMocks();
    expect(preloadScreen(path, patterns)).toBe(true);
    expect(expected.preload).toHaveBeenCalledTimes(1);
    const others = [productList, productEdit, collectionList, productCreate].filter((s) => s !== expected);
    for (const other of others) expect(other.preload).not.toHaveBeenCalled();
  });

  it('of two patterns alike, loads the one the app mounts first (fixed segments first)', () => {
    const offerCreate = screen();
    const privateApp = screen();
    const apps = [
      {
        name: 'offers',
        crud: {},
        i18n: { en: {}, vi: {} },
        routes: [{ path: '/apps/:boost_sell/create', component: offerCreate }],
      },
      {
        name: 'private-apps',
        crud: {},
        i18n: { en: {}, vi: {} },
        routes: [{ path: '/apps/private/:action', component: privateApp }],
      },
    ] as unknown as ResourceDefinition[];
    vi.clearAllMocks();
    expect(preloadScreen('/apps/private/create', screenPatterns(apps))).toBe(true);
    expect(privateApp.preload).toHaveBeenCalledTimes(1);
    expect(offerCreate.preload).not.toHaveBeenCalled();
  });

  it('an unknown path loads nothing', () => {
    vi.clearAllMocks();
    expect(preloadScreen('/nowhere/at/all', patterns)).toBe(false);
    expect(productList.preload).not.toHaveBeenCalled();
  });
});

describe('firstListParams', () => {
  const resources = [
    {
      name: 'products',
      crud: {},
      i18n: { en: {}, vi: {} },
      listDefaults: { sort: { field: 'created_at', order: 'DESC' }, perPage: 20 },
    },
    { name: 'orders', crud: {}, i18n: { en: {}, vi: {} } },
  ] as unknown as ResourceDefinition[];
  const empty = { getItem: () => null };

  it('the declared defaults of the list opened, as react-admin will ask for them', () => {
    expect(firstListParams({ pathname: '/products', search: '' }, resources, empty)).toEqual({
      name: 'products',
      params: { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    });
  });

  it('nothing when the URL or the stored list state chooses, or the list declares no defaults', () => {
    expect(firstListParams({ pathname: '/products', search: '?page=2' }, resources, empty)).toBeUndefined();
    const stored = { getItem: (key: string) => (key === 'RaStore.products.listParams' ? '{"page":3}' : null) };
    expect(firstListParams({ pathname: '/products', search: '' }, resources, stored)).toBeUndefined();
    expect(firstListParams({ pathname: '/orders', search: '' }, resources, empty)).toBeUndefined();
    expect(firstListParams({ pathname: '/products/create', search: '' }, resources, empty)).toBeUndefined();
  });
});
