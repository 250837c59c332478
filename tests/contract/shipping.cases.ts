/**
 * SPEC §7 Shipping and Surcharge, and our tax calls: zones through the declaration's CRUD
 * (list, one, create with shop_id, update with the version read, delete by id), surcharges
 * likewise (the list path ends with a slash; delete with the ids in the body), and the two
 * checkout calls and the tax settings as typed calls.
 */
import { expect } from 'vitest';
import { shippingRoutes } from '../../resources/shipping/shipping.resource';
import { subfeeRoutes } from '../../resources/subfee/subfee.resource';
import { taxRoutes } from '../../resources/tax/tax.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const ship = `/shipping/api/${SHOP_ID}`;
const fees = `/order/api/${SHOP_ID}/subfee`;
const at = '2026-11-23T10:00:00.000Z';
const zone = {
  id: 'z1',
  shop_id: SHOP_ID,
  name: 'Domestic',
  country_mode: 'include',
  country_codes: ['US'],
  price_rates: [{ id: 'r1', name: 'Standard', min: 0, max: 49.99, cost: 5.99 }],
  product_rates: [],
  methods: [
    {
      id: 'm1',
      name: 'Express',
      description: null,
      type: 'flat_rate',
      price: 15,
      additional_price: 0,
      condition: 'none',
      min: 0,
      max: 0,
    },
  ],
  version: 2,
  created_at: at,
  updated_at: at,
};
const zoneBody = {
  name: 'Domestic',
  country_mode: 'include',
  country_codes: ['US'],
  price_rates: zone.price_rates,
  product_rates: [],
  methods: zone.methods,
};
const fee = {
  id: 's1',
  shop_id: SHOP_ID,
  name: 'Fragile',
  applies_to: 'products',
  country_codes: [],
  product_ids: ['p1'],
  collection_ids: [],
  first_item: 2,
  next_item: 0.5,
  version: 1,
  created_at: at,
  updated_at: at,
};
const feeBody = { name: 'Fragile', applies_to: 'products', product_ids: ['p1'], first_item: 2, next_item: 0.5 };
const priced = {
  currency: 'USD',
  digits: 2,
  lines: [],
  subtotal_minor: 2500,
  discount_minor: 0,
  total_minor: 3370,
  applied: null,
  unknown_code: null,
  rejected: [],
  adjustments: [
    { kind: 'shipping', id: 'r1', title: 'Standard', amount_minor: 599 },
    { kind: 'surcharge', id: 's1', title: 'Fragile', amount_minor: 200 },
    { kind: 'tax', id: 'US', title: 'Sales tax', amount_minor: 71 },
  ],
  included_tax_minor: 0,
};
const cart = { lines: [{ product_id: 'p1', quantity: 1 }] };
const tax = {
  shop_id: SHOP_ID,
  prices_include_tax: false,
  tax_shipping: false,
  rates: [{ country_code: 'US', region: null, name: 'Sales tax', rate: 6 }],
  version: 3,
  updated_at: at,
};

export const shippingCases: ContractCase[] = [
  {
    route: shippingRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('shipping_zones', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'created_at', order: 'ASC' },
        filter: {},
      }),
    request: { method: 'GET', path: ship, query: { page: '1', limit: '50' } },
    reply: { json: { data: { zones: [zone], total: 1, page: 1, limit: 50 } } },
    reads: {
      what: 'reads data.zones and data.total',
      check: (result) => expect(result).toEqual({ data: [zone], total: 1 }),
    },
  },
  {
    route: shippingRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('shipping_zones', { id: 'z1' }),
    request: { method: 'GET', path: `${ship}/z1` },
    reply: { json: { data: zone } },
    reads: { what: 'reads data', check: (result) => expect(result).toEqual({ data: zone }) },
  },
  {
    route: shippingRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('shipping_zones', { data: zoneBody }),
    request: { method: 'POST', path: ship, body: { ...zoneBody, shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: { ...zone, version: 0 } } },
    reads: {
      what: 'sends the zone plus shop_id and reads data',
      check: (result) => expect(result).toEqual({ data: { ...zone, version: 0 } }),
    },
  },
  {
    route: shippingRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('shipping_zones', { id: 'z1', data: { ...zoneBody, name: 'USA' }, previousData: zone }),
    request: { method: 'PUT', path: `${ship}/z1`, body: { ...zoneBody, name: 'USA', version: 2 } },
    reply: { json: { data: { ...zone, name: 'USA', version: 3 } } },
    reads: {
      what: 'sends the version it read and reads data',
      check: (result) => expect(result).toEqual({ data: { ...zone, name: 'USA', version: 3 } }),
    },
  },
  {
    route: shippingRoutes.delete,
    act: ({ dataProvider }) => dataProvider.delete('shipping_zones', { id: 'z1', previousData: zone }),
    request: { method: 'DELETE', path: `${ship}/z1` },
    reply: { json: { data: zone } },
    reads: { what: 'reads the deleted zone', check: (result) => expect(result).toEqual({ data: zone }) },
  },
  callCase({
    route: shippingRoutes.checkout,
    args: { params: { country_code: 'US' }, body: { ...cart, shipping_option_id: null } },
    request: { method: 'POST', path: `${ship}/checkout/US`, body: { ...cart, shipping_option_id: null } },
    reply: {
      data: {
        country_code: 'US',
        chosen: 'r1',
        options: [
          { id: 'r1', zone_id: 'z1', zone_name: 'Domestic', name: 'Standard', kind: 'price_rate', amount_minor: 599 },
        ],
        priced,
      },
    },
    what: 'answers the options of the country and the priced checkout',
  }),
  {
    route: subfeeRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('subfees', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: 'fra' },
      }),
    request: { method: 'GET', path: `${fees}/`, query: { page: '1', limit: '50', q: 'fra' } },
    reply: { json: { data: { subfees: [fee], total: 1, page: 1, limit: 50 } } },
    reads: {
      what: 'reads data.subfees and data.total',
      check: (result) => expect(result).toEqual({ data: [fee], total: 1 }),
    },
  },
  {
    route: subfeeRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('subfees', { id: 's1' }),
    request: { method: 'GET', path: `${fees}/s1` },
    reply: { json: { data: fee } },
    reads: { what: 'reads data', check: (result) => expect(result).toEqual({ data: fee }) },
  },
  {
    route: subfeeRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('subfees', { data: feeBody }),
    request: { method: 'POST', path: fees, body: { ...feeBody, shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: { ...fee, version: 0 } } },
    reads: {
      what: 'sends the surcharge plus shop_id and reads data',
      check: (result) => expect(result).toEqual({ data: { ...fee, version: 0 } }),
    },
  },
  {
    route: subfeeRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('subfees', { id: 's1', data: { ...feeBody, next_item: 1 }, previousData: fee }),
    request: { method: 'PUT', path: `${fees}/s1`, body: { ...feeBody, next_item: 1, version: 1 } },
    reply: { json: { data: { ...fee, next_item: 1, version: 2 } } },
    reads: {
      what: 'sends the version it read and reads data',
      check: (result) => expect(result).toEqual({ data: { ...fee, next_item: 1, version: 2 } }),
    },
  },
  {
    route: subfeeRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('subfees', { ids: ['s1', 's2'] }),
    request: { method: 'DELETE', path: fees, body: { ids: ['s1', 's2'] } },
    reply: { json: { data: { ids: ['s1', 's2'] } } },
    reads: { what: 'reads the deleted ids', check: (result) => expect(result).toEqual({ data: ['s1', 's2'] }) },
  },
  callCase({
    route: subfeeRoutes.checkout,
    args: { query: { country_code: 'US' }, body: cart },
    request: { method: 'POST', path: `${fees}/checkout`, query: { country_code: 'US' }, body: cart },
    reply: { data: { subfees: [{ id: 's1', name: 'Fragile', amount_minor: 200 }], total_minor: 200, priced } },
    what: 'answers the surcharges the cart pays and the priced checkout',
  }),
  callCase({
    route: taxRoutes.get,
    request: { method: 'GET', path: `/tax/api/${SHOP_ID}` },
    reply: { data: tax },
    what: 'answers the tax settings',
  }),
  callCase({
    route: taxRoutes.update,
    args: { body: { prices_include_tax: true, tax_shipping: false, rates: tax.rates, version: 3 } },
    request: {
      method: 'PUT',
      path: `/tax/api/${SHOP_ID}`,
      body: { prices_include_tax: true, tax_shipping: false, rates: tax.rates, version: 3 },
    },
    reply: { data: { ...tax, prices_include_tax: true, version: 4 } },
    what: 'sends the settings with the version read and answers them',
  }),
];
