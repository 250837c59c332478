/** SPEC §7 Public domain (PUT and DELETE with params) and our own domain calls. */
import { domain as declared } from '../../resources/domain/domain.resource';
import { publicDomainRoutes } from '../../resources/domain/domain.routes';
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
];
