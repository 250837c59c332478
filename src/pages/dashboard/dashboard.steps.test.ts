import { describe, expect, it } from 'vitest';
import { defineResource } from '../../lib/defineResource';
import { declaredPaths, SETUP_STEPS, visibleSteps, type ShopState } from './dashboard.steps';

const Screen = () => null;
const products = defineResource({ name: 'products', crud: {}, i18n: { en: {}, vi: {} }, list: Screen, create: Screen });
const orders = defineResource({ name: 'orders', crud: {}, i18n: { en: {}, vi: {} }, list: Screen });
const domains = defineResource({
  name: 'domains',
  crud: {},
  i18n: { en: {}, vi: {} },
  routes: [{ path: '/online-store/domains', component: Screen }],
});

describe('setup steps', () => {
  it('shows a step only when its screen is declared', () => {
    expect(visibleSteps([products, orders]).map((s) => s.id)).toEqual(['welcome', 'products', 'customers_orders']);
    expect(visibleSteps([products, orders, domains]).map((s) => s.id)).toEqual([
      'welcome',
      'products',
      'domains',
      'customers_orders',
    ]);
    expect(declaredPaths([domains]).has('/domains')).toBe(false);
  });

  it('is done from the shop state', () => {
    const state: ShopState = {
      shop: { phone: '+1', legal_name_of_business: null },
      products: 0,
      customers: 3,
      orders: 0,
    };
    const done = (s: ShopState) => Object.fromEntries(SETUP_STEPS.map((step) => [step.id, step.done(s)]));
    expect(done(state)).toMatchObject({ welcome: false, products: false, customers_orders: false, domains: false });
    expect(
      done({
        ...state,
        shop: { phone: '+1', legal_name_of_business: 'Maple LLC', public_domain: 'maple.com' },
        products: 1,
        orders: 2,
      }),
    ).toMatchObject({ welcome: true, products: true, customers_orders: true, domains: true });
  });
});
