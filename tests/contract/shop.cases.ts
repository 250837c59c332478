/** SPEC §7 Shop: list, get, create, update and delete through the dataProvider; check-name through `call`. */
import { expect } from 'vitest';
import { searchRoutes } from '../../resources/search/search.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { SHOP_LIST_PARAMS } from '../../src/pages/shop/ShopSelectPage';
import { SHOP_ID, type ContractCase } from './contractCase';

const details = {
  name: 'Maple and Co',
  email: 'hello@maple.test',
  phone: '+1 555 010 0000',
  legal_name_of_business: 'Maple and Co LLC',
  address: '1 Maple Street',
  apartment: 'Suite 2',
  city: 'Portland',
  province: 'Oregon',
  country_code: 'US',
  zip_code: '97201',
  timezone: 'UTC-08:00',
  currency: 'USD',
  language: 'en',
  prefix: 'MC-',
  suffix: '-US',
};
const figures = { sales: 120.5, orders: 3, average_order_value: 40.17 };
const period = {
  key: 'today',
  from: '2026-11-27',
  to: '2026-11-27',
  current: figures,
  previous: { sales: 0, orders: 0, average_order_value: 0 },
  change: { sales: null, orders: null, average_order_value: null },
};
const OVERVIEW = {
  shops: [
    {
      id: SHOP_ID,
      name: 'Maple and Co',
      public_domain: null,
      private_domain: 'maple-and-co.localhost:3000',
      language: 'en',
      currency: 'USD',
      timezone: 'UTC-08:00',
      expired_at: '2026-12-31T00:00:00.000Z',
      days_left: 34,
      periods: [period],
      waiting: { unfulfilled: 2, abandoned: 1, reviews_pending: 0, questions_pending: 1, out_of_stock: 4 },
    },
  ],
  totals: [
    {
      currency: 'USD',
      shops: 1,
      periods: [{ key: 'today', current: figures, previous: period.previous, change: period.change }],
    },
  ],
  generated_at: '2026-11-27T09:00:00.000Z',
};
const maple = { _id: SHOP_ID, ...details, expired_at: '2026-12-31T00:00:00.000Z', deleted: false };
const batTrang = {
  _id: 'shop-2',
  name: 'Gốm Sứ Bát Tràng',
  email: 'xin-chao@battrang.test',
  currency: 'VND',
  language: 'vi',
  timezone: 'UTC+07:00',
  expired_at: '2026-01-05T00:00:00.000Z',
  deleted: false,
};

const SEARCH = {
  products: [{ id: 'p1', shop_id: 'shop-2', shop_name: 'Lantern', title: 'Lantern mug', sku: 'LAN-1' }],
  orders: [
    {
      id: 'o1',
      shop_id: SHOP_ID,
      shop_name: 'Maple & Co',
      name: '#1001',
      customer_name: 'Lan Nguyen',
      email: 'lan@example.com',
      currency: 'USD',
      total: 30,
    },
  ],
  customers: [{ id: 'c1', shop_id: 'shop-3', shop_name: 'Gốm Sứ', name: 'Lan Nguyen', email: 'lan@example.com' }],
};

export const shopCases: ContractCase[] = [
  {
    route: shopRoutes.list,
    // SPEC §9: page 1, limit 100, published only, with the parameters the selection screen uses.
    act: ({ dataProvider }) => dataProvider.getList('shops', SHOP_LIST_PARAMS),
    request: { method: 'GET', path: '/shop/api', query: { page: '1', limit: '100', published: 'true' } },
    reply: { json: { data: { shops: [maple, batTrang], total: 2, page: 1, limit: 100 } } },
    reads: {
      what: 'reads data.data.shops with ids from _id',
      check: (result) =>
        expect(result).toEqual({
          data: [
            { ...maple, id: SHOP_ID },
            { ...batTrang, id: 'shop-2' },
          ],
          total: 2,
        }),
    },
  },
  {
    route: shopRoutes.init,
    act: ({ dataProvider }) => dataProvider.create('shops', { data: details }),
    // No shop_id: the shop does not exist yet (SPEC §7 adds shop_id to other creates only).
    request: { method: 'POST', path: '/shop/api/init', body: details },
    reply: { status: 201, json: { data: { ...maple, _id: 'shop-new' } } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...maple, _id: 'shop-new', id: 'shop-new' } }),
    },
  },
  {
    route: shopRoutes.checkName,
    act: ({ dataProvider }) => dataProvider.call(shopRoutes.checkName, { query: { name: 'Maple & Co' } }),
    request: { method: 'GET', path: '/shop/api/check-name', query: { name: 'Maple & Co' } },
    reply: { json: { data: { name: 'Maple & Co', handle: 'maple-co', available: true } } },
    reads: {
      what: 'reads data.available',
      check: (result) => expect(result).toEqual({ data: { name: 'Maple & Co', handle: 'maple-co', available: true } }),
    },
  },
  {
    route: shopRoutes.overview,
    act: ({ dataProvider }) => dataProvider.call(shopRoutes.overview, {}),
    request: { method: 'GET', path: '/shop/api/overview' },
    reply: { json: { data: OVERVIEW } },
    reads: {
      what: 'reads data: the shops with their periods and waiting work, the totals per currency',
      check: (result) => expect(result).toEqual({ data: OVERVIEW }),
    },
  },
  {
    route: searchRoutes.shops,
    act: ({ dataProvider }) => dataProvider.call(searchRoutes.shops, { query: { q: 'lan' } }),
    request: { method: 'GET', path: '/shop/api/search', query: { q: 'lan' } },
    reply: { json: { data: SEARCH } },
    reads: {
      what: 'reads data: products, orders and customers, each with its shop',
      check: (result) => expect(result).toEqual({ data: SEARCH }),
    },
  },
  {
    route: shopRoutes.get,
    variant: 'with fields',
    act: ({ dataProvider }) => dataProvider.getOne('shops', { id: SHOP_ID, meta: { fields: 'name,email,currency' } }),
    request: { method: 'GET', path: `/shop/api/${SHOP_ID}`, query: { fields: 'name,email,currency' } },
    reply: { json: { data: { _id: SHOP_ID, name: 'Maple & Co', email: 'hello@maple.test', currency: 'USD' } } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) =>
        expect(result).toEqual({
          data: { _id: SHOP_ID, id: SHOP_ID, name: 'Maple & Co', email: 'hello@maple.test', currency: 'USD' },
        }),
    },
  },
  {
    route: shopRoutes.get,
    variant: "SPEC §3's fields",
    act: ({ dataProvider }) => dataProvider.getOne('shops', { id: 'shop-2' }),
    // SPEC §7 "with a list of fields": SPEC §3 Shop, written out so a change to the list shows here.
    request: {
      method: 'GET',
      path: '/shop/api/shop-2',
      query: {
        fields: [
          '_id',
          'name',
          'legal_name_of_business',
          'phone',
          'email',
          'address',
          'apartment',
          'city',
          'province',
          'country_code',
          'zip_code',
          'timezone',
          'prefix',
          'suffix',
          'currency',
          'language',
          'expired_at',
          'deleted',
          'delete_at',
          'title',
          'description',
          'favicon',
          'logo',
          'social_image',
          'google_analytics_ids',
          'google_ads_conversion',
          'facebook_pixel',
          'klaviyo_api_key',
          'pinterest_ids',
          'news_letter',
          'socials_link',
          'meta_tags',
          'tip',
          'is_show_review',
          'working',
          'script',
          'public_domain',
          'private_domain',
          'server',
        ].join(','),
      },
    },
    reply: { json: { data: batTrang } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...batTrang, id: 'shop-2' } }),
    },
  },
  {
    route: shopRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('shops', {
        id: SHOP_ID,
        data: { name: 'Maple Co', phone: '+1 555 010 0001' },
        previousData: { ...maple, id: SHOP_ID },
      }),
    request: { method: 'PUT', path: `/shop/api/${SHOP_ID}`, body: { name: 'Maple Co', phone: '+1 555 010 0001' } },
    reply: { json: { data: { ...maple, name: 'Maple Co', phone: '+1 555 010 0001' } } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) =>
        expect(result).toEqual({
          data: { ...maple, name: 'Maple Co', phone: '+1 555 010 0001', id: SHOP_ID },
        }),
    },
  },
  {
    route: shopRoutes.delete,
    // A shop other than the current one: the path names the shop being deleted, not the cookie's.
    act: ({ dataProvider }) =>
      dataProvider.delete('shops', { id: 'shop-2', previousData: { ...batTrang, id: 'shop-2' } }),
    request: { method: 'DELETE', path: '/shop/api/shop-2' },
    reply: { json: { data: { _id: 'shop-2', deleted: true, delete_at: '2026-01-02T00:00:00.000Z' } } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) =>
        expect(result).toEqual({
          data: { _id: 'shop-2', id: 'shop-2', deleted: true, delete_at: '2026-01-02T00:00:00.000Z' },
        }),
    },
  },
];
