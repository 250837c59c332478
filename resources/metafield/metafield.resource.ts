/**
 * Metafield definitions (SPEC §1 Settings; SPEC §7 names no calls: ours, under
 * /metafield/api/{shop}): a merchant's own fields on products, collections, customers and
 * orders, each with a key, a name, a type and its validation, listed per resource type on one
 * screen, /setting/metafields (SPEC §2). The values of one record are not plain CRUD: their
 * calls are metafield.routes.ts, their check metafield.values.ts.
 */
import { boolean, choice, group, number, text } from '../../core/fields';
import { declareResource, type DeclaredRecord } from '../../core/resource';

export const METAFIELD_OWNERS = ['product', 'collection', 'customer', 'order'] as const;
export const METAFIELD_TYPES = ['text', 'number', 'date', 'boolean', 'url'] as const;
export type MetafieldOwner = (typeof METAFIELD_OWNERS)[number];
export type MetafieldType = (typeof METAFIELD_TYPES)[number];
/** A record's value of a metafield, as checked by its definition (metafield.values.ts). */
export type MetafieldValue = string | number | boolean | null;

/** Lower-case letters, digits and `_`, starting with a letter: a key storefront templates can name. */
export const METAFIELD_KEY = /^[a-z][a-z0-9_]*$/;

/** What the values of a definition are checked by; kept whole (a definition made before a part existed has none). */
const validation = {
  required: boolean(),
  /** number: the smallest and largest value allowed. */
  min: number(),
  max: number({ rules: { rangeFrom: 'min' } }),
  /** text and url: the longest value. */
  max_length: number({ rules: { integer: true, minValue: 0, maxValue: 10_001 } }),
};

/** Fixed once values may exist: the key, the resource type and the type are the create's alone. */
const fixed = { rules: { required: true }, only: 'create' } as const;

export const metafield = declareResource({
  name: 'metafield_definitions',
  table: 'metafield',
  path: '/setting/metafields',
  api: {
    base: '/metafield/api/{shop}/definitions',
    id: 'definition_id',
    listKey: 'definitions',
    delete: 'one',
    deleteAnswers: 'record',
    idField: '_id',
    partialUpdate: true,
    // A definition is never read alone: the list (of one resource type) has them all.
    without: ['get'],
    // The route ids the calls had before they were declared.
    ids: { list: 'definitions', create: 'createDefinition', update: 'updateDefinition', delete: 'deleteDefinition' },
  },
  // The list's columns in order; the form is the screen's own (MetafieldDefinitionCreate.tsx).
  fields: {
    owner_type: choice(METAFIELD_OWNERS, { ...fixed, filter: true }),
    name: text({ rules: { required: true, maxLength: 71 }, column: true }),
    key: text({
      rules: { required: true, maxLength: 65, pattern: METAFIELD_KEY },
      only: 'create',
      column: true,
      help: 'resources.metafield_definitions.key_help',
    }),
    type: choice(METAFIELD_TYPES, { ...fixed, initial: 'text', column: true }),
    description: text({ rules: { maxLength: 250 } }),
    // Its column says whether a value is required.
    validation: group(validation, {
      default: { required: false, min: null, max: null, max_length: null },
      column: true,
      label: 'resources.metafield_definitions.fields.required',
      display: (r, t) =>
        (r.validation as { required?: boolean }).required ? t('resources.metafield_definitions.yes') : '—',
    }),
    /** How many records have a value of it. */
    values_count: number({ readOnly: true, rules: { required: true }, column: true }),
  },
  storage: { table: 'metafield_definitions', since: '20261123' },
  // Oldest first (by resource type when the list is not of one).
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 200, paged: false },
  menu: {
    label: 'resources.metafield_definitions.menu',
    group: 'settings',
    order: 46,
    description: 'resources.metafield_definitions.description',
  },
  strings: () => import('./metafield.i18n').then((m) => m.metafieldMessages),
});

/** The definitions' calls (the app's entries: method, path and flags). */
export const metafieldRoutes = metafield.routes;

export type MetafieldDefinition = DeclaredRecord<typeof metafield>;
