/**
 * SPEC §7 Public domain (PUT and DELETE with params) and our own domain calls; the list, add and
 * remove also as the Domains screen makes them, through the dataProvider's domains mapping.
 */
import { domain as declared } from '../../resources/domain/domain.resource';
import { publicDomainRoutes } from '../../resources/domain/domain.routes';
import { expect } from 'vitest';
import { callCase, PRIVATE_DOMAIN, SHOP_ID, type ContractCase } from './contractCase';

const shop = `/shop/api/${SHOP_ID}`;
const domain = {
  _id: 'd1',
  id: 'd1',
  shop_id: SHOP_ID,
  name: 'maple.com',
  status: 'pending',
  provider: null,
  auto_renew: false,
  connected: false,
  is_public: false,
  records: [
    { type: 'A', host: 'maple.com', value: '203.0.113.10' },
    { type: 'CNAME', host: 'www.maple.com', value: 'shops.storefront-host.net' },
  ],
  verified_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
};
const addresses = { public_domain: 'maple.com', private_domain: PRIVATE_DOMAIN, store_url: 'https://maple.com' };

export const domainCases: ContractCase[] = [
  callCase({
    route: publicDomainRoutes.setPublic,
    args: { query: { domain: 'maple.com' } },
    request: { method: 'PUT', path: `${shop}/public-domain`, query: { domain: 'maple.com' } },
    reply: { data: addresses },
    what: 'sends the domain as a param, no body, and reads the store addresses',
  }),
  callCase({
    route: publicDomainRoutes.clearPublic,
    args: {},
    request: { method: 'DELETE', path: `${shop}/public-domain` },
    reply: { data: { ...addresses, public_domain: null, store_url: `https://${PRIVATE_DOMAIN}` } },
    what: 'sends no body and reads the store addresses',
  }),
  callCase({
    route: declared.routes.list,
    request: { method: 'GET', path: `${shop}/domains` },
    reply: { data: { domains: [domain], total: 1 } },
    what: 'reads data.domains',
  }),
  callCase({
    route: declared.routes.create,
    args: { body: { name: 'maple.com', provider: null, auto_renew: false } },
    request: {
      method: 'POST',
      path: `${shop}/domains`,
      body: { name: 'maple.com', provider: null, auto_renew: false },
    },
    reply: { data: domain },
    status: 201,
    what: 'reads the domain with its DNS records',
  }),
  callCase({
    route: declared.routes.verify,
    args: { params: { domain_id: 'd1' } },
    request: { method: 'POST', path: `${shop}/domains/d1/verify` },
    reply: {
      data: {
        domain,
        result: 'mismatch',
        checks: [
          { ...domain.records[0], found: [], ok: false },
          { ...domain.records[1], found: [], ok: false },
        ],
      },
    },
    what: 'sends no body and reads the result and checks',
  }),
  callCase({
    route: declared.routes.remove,
    args: { params: { domain_id: 'd1' } },
    request: { method: 'DELETE', path: `${shop}/domains/d1` },
    reply: { data: { _id: 'd1', deleted: true } },
    what: 'sends no body',
  }),
  {
    route: declared.routes.list,
    variant: 'as the Domains screen reads it',
    act: ({ dataProvider }) =>
      dataProvider.getList('domains', {
        pagination: { page: 1, perPage: declared.list.perPage },
        sort: declared.list.sort,
        filter: {},
      }),
    // The whole list (paged: false): no page, limit or sort.
    request: { method: 'GET', path: `${shop}/domains` },
    reply: { json: { data: { domains: [domain], total: 1 } } },
    reads: {
      what: 'reads data.domains and data.total',
      check: (result) => expect(result).toEqual({ data: [domain], total: 1 }),
    },
  },
  {
    route: declared.routes.create,
    variant: 'as the add form sends it',
    act: ({ dataProvider }) =>
      dataProvider.create('domains', { data: { name: 'maple.com', provider: null, auto_renew: false } }),
    request: {
      method: 'POST',
      path: `${shop}/domains`,
      body: { name: 'maple.com', provider: null, auto_renew: false },
    },
    reply: { status: 201, json: { data: domain } },
    reads: { what: 'reads the domain', check: (result) => expect(result).toEqual({ data: domain }) },
  },
  {
    route: declared.routes.remove,
    variant: "as react-admin's delete",
    act: ({ dataProvider }) => dataProvider.delete('domains', { id: 'd1', previousData: domain }),
    request: { method: 'DELETE', path: `${shop}/domains/d1` },
    reply: { json: { data: { _id: 'd1', deleted: true } } },
    reads: {
      what: 'reads the removal',
      check: (result) => expect(result).toEqual({ data: { _id: 'd1', id: 'd1', deleted: true } }),
    },
  },
];
