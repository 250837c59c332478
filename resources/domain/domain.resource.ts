/**
 * Domains (SPEC §3 Domain, §2 /online-store/domains): a shop's own domain names, each with the
 * A record and CNAME to enter at its DNS provider. Declared: its fields, the list and the add
 * (`domain.list`, `domain.add`), the table. Hand-written (not plain CRUD): verifying against
 * DNS, removing (it may clear the public domain), and SPEC §7 Public domain (domain.routes.ts).
 */
import { boolean, choice, rows, text } from '../../core/fields';
import { declareResource, type DeclaredRecord } from '../../core/resource';

export const DOMAIN_STATUSES = ['pending', 'connected'] as const;

export const domain = declareResource({
  name: 'domains',
  table: 'domain',
  path: '/online-store/domains',
  // SPEC §2 `{action}/{id}`: a domain opens as its DNS records under the list (`connect/{id}`).
  paths: { edit: 'connect/:id' },
  api: {
    base: '/shop/api/{shop}/domains',
    id: 'domain_id',
    listKey: 'domains',
    delete: 'one',
    idField: '_id',
    addShopId: false,
    // A domain is never read alone nor edited; its removal is hand-written (below).
    without: ['get', 'update', 'delete'],
    ids: { create: 'add' },
    more: {
      verify: { method: 'POST', path: '/{domain_id}/verify', bodyKind: 'none' },
      remove: { method: 'DELETE', path: '/{domain_id}', bodyKind: 'none' },
    },
  },
  fields: {
    name: text({ rules: { required: true, domain: true }, column: true, help: 'resources.domains.add_help' }),
    status: choice(DOMAIN_STATUSES, { rules: { required: true }, readOnly: true, column: true }),
    provider: text({ rules: { maxLength: 101 }, column: true }),
    auto_renew: boolean({ default: false, column: true }),
    connected: boolean({ readOnly: true, column: true }),
    /** Whether it is the shop's public domain (the store URL): from the shop, not kept here. */
    is_public: boolean({ readOnly: true }),
    /** The records to enter at the provider: from the gateway's settings, not kept here. */
    records: rows(
      {
        type: choice(['A', 'CNAME'], { rules: { required: true } }),
        host: text({ rules: { required: true } }),
        value: text({ rules: { required: true } }),
      },
      { ids: false, readOnly: true },
    ),
    verified_at: text({ readOnly: true }),
  },
  storage: { table: 'domains', since: '20261123', versioned: false },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 100, page: { max: 100 }, paged: false },
  menu: { label: 'resources.domains.menu', group: 'online_store', order: 40 },
  strings: () => import('./domain.i18n').then((m) => m.domainMessages),
});

/** A domain as its calls answer it: its fields, and `_id` (the shop gateway's habit). */
export type Domain = DeclaredRecord<typeof domain> & { _id: string };
