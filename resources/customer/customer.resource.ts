/**
 * Customers (SPEC §3 Customer, §7 Customer calls): a shop's buyers, with their contact,
 * address, tags and note, and the order totals the order writes keep. The declaration is
 * their calls, table mapping and form fields; the rules beyond the fields (one customer per
 * e-mail and shop, found by e-mail on PUT, renamed on their orders, no delete while they have
 * orders) are the gateway module's hooks (gateway/modules/customer). The list, the forms and
 * a customer's page keep a bespoke layout built from these fields (import, export, bulk tags,
 * the SPEC §2 sort select, the orders card).
 */
import { boolean, country, group, money, number, tags, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import { screens } from '../../core/screens';

const contact = 'resources.customers.form.contact';
const where = 'resources.customers.form.address';
const organization = 'resources.customers.form.organization';
/** SPEC §5 person name: 2 to under 50 characters. */
const personName = { rules: { required: true, minLength: 2, maxLength: 50 }, section: contact } as const;

export const customer = declareResource({
  name: 'customers',
  table: 'customer',
  path: '/customers',
  api: {
    base: '/customer/api/{shop}',
    id: 'customer_id',
    listKey: 'customers',
    delete: 'many',
    idField: '_id',
    addShopId: false,
    partialUpdate: true,
    // SPEC §7 Customer `PUT /{email}`: the e-mail it has now names it.
    updateBy: 'email',
    more: {
      // Add or remove tags, or set accepts_marketing, on chosen customers (react-admin's updateMany).
      bulk: { method: 'PUT', path: '/bulk' },
      import: { method: 'POST', path: '/import' },
      export: { method: 'POST', path: '/export', responseType: 'blob', idempotent: false },
    },
  },
  // In the list's column order; the form lays them out by section (CustomerInputs).
  fields: {
    /** first_name + ' ' + last_name. */
    name: text({ readOnly: true, rules: { required: true }, column: true, sortable: true }),
    first_name: text({ ...personName, search: true }),
    last_name: text({ ...personName, search: true }),
    email: text({ rules: { required: true, email: true }, section: contact, column: true, search: true }),
    phone: text({ rules: { phone: true }, section: contact, column: true, search: true }),
    company: text({ rules: { maxLength: 100 }, section: contact, search: true }),
    accepts_marketing: boolean({ default: false, section: contact }),
    address: group(
      {
        address: text({ rules: { maxLength: 100 }, label: 'resources.customers.fields.address_line' }),
        apartment: text({ rules: { maxLength: 100 } }),
        city: text({ rules: { maxLength: 50 } }),
        province: text({ rules: { maxLength: 50 } }),
        country_code: country(),
        zip_code: text({ rules: { zip: true } }),
      },
      { section: where },
    ),
    tags: tags({
      rules: { maxLength: 51, maxItems: 50 },
      default: [],
      filter: 'tag',
      help: 'resources.customers.form.tags_help',
      section: organization,
    }),
    note: text({ rules: { maxLength: 1000 }, multiline: true, section: organization }),
    /** Non-abandoned orders of this customer (any status): kept by the order writes. */
    total_orders: number({ readOnly: true, rules: { required: true, integer: true }, column: true, sortable: true }),
    /** The totals of its paid orders neither refunded nor cancelled, in the shop's currency. */
    total_spent: money({ readOnly: true, rules: { required: true }, column: true, sortable: true }),
    /** The shop's currency (total_spent's). */
    currency: text({ readOnly: true, rules: { required: true } }),
  },
  // The table is older than its declaration (0005_orders_customers); `search` keeps the search key.
  storage: { table: 'customers', since: '20261127' },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 20, page: { max: 100 }, bulkMax: 1000, ids: true },
  menu: { label: 'resources.customers.menu', group: 'customers', order: 30 },
  strings: () => import('./customer.i18n').then((m) => m.customerMessages),
  uses: ['orders', 'metafield_definitions'],
});

/** The customer calls (the app's entries: method, path and flags). */
export const customerRoutes = customer.routes;

/** The customer screens (SPEC §2): the list, `create`, a customer's page `{id}` and its form `edit/{id}`. */
export const customerScreens = screens(customer.path, { create: 'create', show: ':id', edit: 'edit/:id' });
