/**
 * Field declarations: what a resource's record holds, declared once as plain data (no zod,
 * no React), so the shell, the gateway and the screens can all read it:
 *   - the gateway makes the table, its migration, the row mapping and the zod schemas of the
 *     calls from it (core/fieldSchemas.ts, gateway/lib/declared.ts);
 *   - the forms take their inputs, defaults and validation from it, the lists their columns,
 *     filters, sorts and search (src/components/declared/).
 * A field's rules are SPEC §5's, named as core/validation.ts names them, so the messages are
 * the same everywhere. Like a Payload field config or a Django model field.
 */

/** SPEC §5 rules, by core/validation.ts's names; the first failure wins, in this order. */
export interface Rules {
  required?: boolean;
  /** The i18n key a missing value fails with where SPEC §8 words it for this field ('Tiêu đề là bắt buộc!'). */
  requiredMessage?: string;
  /** Fails at this many characters or more ("must be less than n characters."). */
  maxLength?: number;
  minLength?: number;
  /** A number below this fails ("must be at least n."). */
  atLeast?: number;
  /** A number at or above this fails ("must be less than n."). */
  maxValue?: number;
  /** A number at or below this fails ("must be more than n."). */
  minValue?: number;
  integer?: boolean;
  email?: boolean;
  /** A domain name (SPEC §8 'Tên miền không hợp lệ'), kept in lower case without the root dot. */
  domain?: boolean;
  phone?: boolean;
  /** A postal code (SPEC §5 zip rule). */
  zip?: boolean;
  /** A link on the store: a path, an #anchor, an http(s) URL, mailto: or tel: (never javascript:). */
  link?: boolean;
  /** Items of a list field. */
  maxItems?: number;
  /**
   * A number below this other field's value fails ("must be at least n.", n that value): a
   * maximum under its minimum. 0 on either side is "not set" (SPEC §3 bounds) and passes.
   */
  notBelow?: string;
  /**
   * The upper end of a range whose lower end is this other field: a number under that field's
   * value fails ("is invalid."). Blank on either side passes; 0 is a value (unlike `notBelow`).
   */
  rangeFrom?: string;
  /** Text that does not match (trimmed) fails ("is invalid."): a key a template can name. */
  pattern?: RegExp;
}

/** Where a list field's items come from. */
export type FieldKind =
  | 'text'
  | 'richText'
  | 'money'
  | 'number'
  | 'choice'
  | 'choices'
  | 'boolean'
  | 'date'
  | 'country'
  | 'countries'
  | 'reference'
  | 'references'
  | 'tags'
  | 'rows'
  | 'group';

interface FieldBase<K extends FieldKind, T> {
  kind: K;
  rules?: Rules;
  /** The value a new record's form starts with (and the gateway stores when absent). */
  default?: T;
  /**
   * The value a new record's (or row's) form starts with where the gateway keeps no default:
   * the call must still send one (a required bound that starts at 0).
   */
  initial?: T;
  /** i18n key of the label; by default `resources.<name>.fields.<source>`. */
  label?: string;
  /** i18n key of a help line under the input. */
  help?: string;
  /** A column of the list (in declaration order). */
  column?: boolean;
  /** The list can sort by it. */
  sortable?: boolean;
  /**
   * The list can filter by it (choices and booleans: one of the values; references: one record;
   * tags: one tag, case ignored). A name is the filter's own (its query parameter, SPEC §7 `tag`).
   */
  filter?: boolean | string;
  /** The list's search (`q`) looks in it. */
  search?: boolean;
  /**
   * Shown and kept only while another field has one of these values: a radio's branch
   * (a surcharge's countries, products or collections). A required list in a branch that is
   * shown must name something ("is required.").
   */
  when?: { field: string; is: string | readonly string[] };
  /** Set by the gateway, shown in lists, never typed in a form. */
  readOnly?: boolean;
  /**
   * Sent by this call alone: `create`, fixed once made (a gift card's initial value); `update`,
   * a state a new record starts without (disabled). Left out of the other call's body and form.
   */
  only?: 'create' | 'update';
  /**
   * Answered by the get call alone, not by the list, a create or an update (a record's history):
   * read-only, kept elsewhere, given by the gateway module's `detail` hook.
   */
  detail?: boolean;
  /** The form's section (an i18n key of its title); fields without one come first. */
  section?: string;
  /** The column's text in a list, when it is not the value's own (a choice with what it names). */
  display?: (record: Record<string, unknown>, translate: (key: string, options?: object) => string) => string;
  /** The type of the value, for the record's type: never set. */
  readonly __value?: T;
}

export interface TextField extends FieldBase<'text' | 'richText', string> {
  /** Several lines. */
  multiline?: boolean;
  /**
   * Shows how many characters are typed of how many allowed (SPEC §5 counters, "12/70": 70 is
   * rules.maxLength − 1), and a length refused says "must be at most 70 characters.".
   */
  counter?: boolean;
}
export type MoneyField = FieldBase<'money', number>;
export type NumberField = FieldBase<'number', number>;
export interface ChoiceField<C extends string = string> extends FieldBase<'choice', C> {
  choices: readonly C[];
  /** Radio buttons instead of a select. */
  radio?: boolean;
}
/** Several of the choices, each once (a shop's storefront languages): checkboxes. */
export interface ChoicesField<C extends string = string> extends FieldBase<'choices', C[]> {
  choices: readonly C[];
}
export type BooleanField = FieldBase<'boolean', boolean>;
export type DateField = FieldBase<'date', string>;
export type CountryField = FieldBase<'country', string>;
export type CountriesField = FieldBase<'countries', string[]>;
export interface ReferenceField extends FieldBase<'reference', string> {
  /** The react-admin name of the records it names (`products`). */
  reference: string;
  /** The field of those records shown in the picker and the list. */
  optionText: string;
}
export interface ReferencesField extends FieldBase<'references', string[]> {
  reference: string;
  optionText: string;
}
/** `rules.maxLength`: each tag is shorter than this; `rules.maxItems`: how many. */
export interface TagsField extends FieldBase<'tags', string[]> {
  /** i18n key of how many there are, shown under the input in place of a help line (`%{smart_count} keywords`). */
  count?: string;
}
export interface RowsField<F extends Fields = Fields> extends FieldBase<'rows', RecordValues<F>[]> {
  /** The fields of one row (a rate, a method). */
  of: F;
  /** false: a row is its values alone, with no id of its own (a tax rate: the country and region name it). */
  ids?: boolean;
  /**
   * No two rows alike in these columns (text compared trimmed and whatever its case, blank as
   * none): the later row is refused with `message` on the last of them ("one rate per country
   * and region" on the region).
   */
  unique?: { columns: readonly string[]; message: string };
  /** true: the form offers moving rows up and down (by default their order means nothing). */
  reorder?: boolean;
}

/**
 * Sub-fields kept together as one value (an address), null when every part is blank; with a
 * `default`, always a value, every part answered (a part kept by no record is the default's).
 */
export interface GroupField<F extends Fields = Fields> extends FieldBase<'group', RecordValues<F> | null> {
  of: F;
}

export type Field =
  | GroupField
  | TextField
  | MoneyField
  | NumberField
  | ChoiceField
  | ChoicesField
  | BooleanField
  | DateField
  | CountryField
  | CountriesField
  | ReferenceField
  | ReferencesField
  | TagsField
  | RowsField;

export type Fields = Record<string, Field>;

/** What each kind of field holds. */
interface KindValue {
  text: string;
  richText: string;
  money: number;
  number: number;
  boolean: boolean;
  date: string;
  country: string;
  countries: string[];
  reference: string;
  references: string[];
  tags: string[];
}

/** Required fields (or those with a default) always have a value; others may be null; lists are lists. */
type Kept<F, T> = T extends unknown[]
  ? T
  : F extends { rules: { required: true } } | { default: unknown }
    ? T
    : T | null;

/** The value a field holds. */
type ValueOf<F> = F extends { kind: 'choice'; choices: readonly (infer C)[] }
  ? Kept<F, C>
  : F extends { kind: 'choices'; choices: readonly (infer C)[] }
    ? C[]
    : F extends { kind: 'rows'; of: infer O extends Fields }
      ? F extends { ids: false }
        ? RecordValues<O>[]
        : (RecordValues<O> & { id: string })[]
      : F extends { kind: 'group'; of: infer O extends Fields }
        ? F extends { default: unknown }
          ? RecordValues<O>
          : Partial<RecordValues<O>> | null
        : F extends { kind: 'boolean' }
          ? boolean
          : F extends { kind: infer K extends keyof KindValue }
            ? Kept<F, KindValue[K]>
            : never;

/** The values of a record's declared fields. */
export type RecordValues<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> };

/** What every stored record has besides its fields. */
export interface RecordMeta {
  id: string;
  shop_id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

type Options<F extends Field> = Omit<F, 'kind' | '__value'>;

/** The field builders: `text({ rules: { required: true, maxLength: 101 }, column: true })`. */
export const text = <const O extends Options<TextField>>(options: O = {} as O) =>
  ({ kind: 'text', ...options }) as const;
export const richText = <const O extends Options<TextField>>(options: O = {} as O) =>
  ({ kind: 'richText', ...options }) as const;
/** An amount in the shop's currency (major units, as the gateway stores them). */
export const money = <const O extends Options<MoneyField>>(options: O = {} as O) =>
  ({ kind: 'money', ...options }) as const;
export const number = <const O extends Options<NumberField>>(options: O = {} as O) =>
  ({ kind: 'number', ...options }) as const;
export const choice = <const C extends string, const O extends Omit<Options<ChoiceField<C>>, 'choices'>>(
  choices: readonly C[],
  options: O = {} as O,
) => ({ kind: 'choice', choices, ...options }) as const;
/** Several of the choices, each once; `rules.required`: at least one. */
export const choices = <const C extends string, const O extends Omit<Options<ChoicesField<C>>, 'choices'>>(
  choices: readonly C[],
  options: O = {} as O,
) => ({ kind: 'choices', choices, ...options }) as const;
export const boolean = <const O extends Options<BooleanField>>(options: O = {} as O) =>
  ({ kind: 'boolean', ...options }) as const;
/** A calendar day, YYYY-MM-DD. */
export const date = <const O extends Options<DateField>>(options: O = {} as O) =>
  ({ kind: 'date', ...options }) as const;
/** One ISO 3166 country code. */
export const country = <const O extends Options<CountryField>>(options: O = {} as O) =>
  ({ kind: 'country', ...options }) as const;
/** Several ISO 3166 country codes (each once). */
export const countries = <const O extends Options<CountriesField>>(options: O = {} as O) =>
  ({ kind: 'countries', ...options }) as const;
/** The id of one record of another resource. */
export const reference = <const O extends Omit<Options<ReferenceField>, 'reference'>>(reference: string, options: O) =>
  ({ kind: 'reference', reference, ...options }) as const;
/** Ids of records of another resource (each once). */
export const references = <const O extends Omit<Options<ReferencesField>, 'reference'>>(
  reference: string,
  options: O,
) => ({ kind: 'references', reference, ...options }) as const;
/** Free words, each once whatever its case. */
export const tags = <const O extends Options<TagsField>>(options: O = {} as O) =>
  ({ kind: 'tags', ...options }) as const;
/** A list of rows, each with its own fields (a zone's rates). */
export const rows = <const F extends Fields, const O extends Omit<Options<RowsField<F>>, 'of'>>(
  of: F,
  options: O = {} as O,
) => ({ kind: 'rows', of, ...options }) as const;

/** Sub-fields kept as one value: `group({ city: text(…), zip_code: text(…) }, { section: … })`. */
export const group = <const F extends Fields, const O extends Omit<Options<GroupField<F>>, 'of'>>(
  of: F,
  options: O = {} as O,
) => ({ kind: 'group', of, ...options }) as const;

/** Kinds whose value is a list (stored as JSON text). */
export const LIST_KINDS: readonly FieldKind[] = ['countries', 'choices', 'references', 'tags', 'rows'];
export const isListField = (field: Field) => LIST_KINDS.includes(field.kind);
/** Kept as JSON text: lists, and groups (null when every part is blank). */
export const isJsonField = (field: Field) => isListField(field) || field.kind === 'group';

/** The query parameter a list filters a field by (its own name unless it names one). */
export const filterName = (source: string, field: Field) => (typeof field.filter === 'string' ? field.filter : source);

/** Whether a call's body (and its form) has the field: not read-only, not answered alone, not the other call's. */
export const isInput = (field: Field, call: 'create' | 'update' = 'create') =>
  !field.readOnly && !field.detail && (!field.only || field.only === call);

/** Whether a field is shown (and so kept and checked) given the record's other values. */
export function fieldApplies(field: Field, values: Record<string, unknown>): boolean {
  if (!field.when) return true;
  const is = field.when.is;
  const value = values[field.when.field];
  return typeof is === 'string' ? value === is : is.includes(value as string);
}
