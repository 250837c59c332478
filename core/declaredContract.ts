/**
 * The zod side of a declared resource: its fields' SPEC §5 rules as schemas (the create and
 * update bodies, the record as answered, the list's query and answer) and the contract of its
 * calls. The gateway validates with these, the forms resolve with them (loaded with the form,
 * never with the shell), and the contract tests and /openapi.json read them.
 */
import { z } from 'zod';
import { shellEnglish } from '../i18n/shell.en.generated';
import { answer, IdsAnswer, isoDate, listPage, version, VersionField } from './answers';
import { COUNTRY_CODES } from './countries';
import {
  fieldApplies,
  filterName,
  isInput,
  type Field,
  type Fields,
  type RecordMeta,
  type RecordValues,
  type Rules,
} from './fields';
import { bulkMax, pageMax, type Api, type Declared, type OmitEach, type Strings, type Without } from './resource';
import { contract, type ContractRoute, type RouteSchemas } from './route';
import {
  atLeast,
  calendarDay,
  domainKey,
  domainName,
  email,
  integer,
  isBlank,
  atMostLength,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  phone,
  required,
  LINE_MAX,
  RICH_TEXT_MAX,
  text,
  TEXT_MAX,
  upTo,
  zipcode,
  type Rule,
} from './validation';

const ID_MAX = 64;
/** A record named in a path by a field of its own (an e-mail) rather than its id. */
const KEY_MAX = 320;
/** Items of a list field without its own bound. */
const LIST_MAX = 500;
const SEARCH_MAX = 200;
/** `ids=a,b,c`: about a page of ids. */
const IDS_MAX = 5000;

/** `rules.link`: what a store's link may be (a script URL is none of these). */
const LINK_PATTERN = /^(\/|#|https?:\/\/|mailto:|tel:)/i;
const link = (): Rule => (v) =>
  typeof v === 'string' && v.trim() !== '' && !LINK_PATTERN.test(v.trim())
    ? { message: 'app.validation.invalid' }
    : undefined;

/** `rules.pattern`: text (trimmed) that does not match fails. */
const matches =
  (pattern: RegExp): Rule =>
  (v) =>
    typeof v === 'string' && v.trim() !== '' && !pattern.test(v.trim())
      ? { message: 'app.validation.invalid' }
      : undefined;

/** `rules.required`, failing with the field's own message where it has one. */
const requiredOf = (message?: string): Rule => (message ? (v) => (isBlank(v) ? { message } : undefined) : required());

/** The longest tag of a tags field (`rules.maxLength`: each tag is shorter than this). */
const tagMax = (field: Field) => (field.rules?.maxLength ?? SEARCH_MAX + 1) - 1;

/**
 * A field's SPEC §5 rules, in their order (the first failure wins). A field with a counter
 * ("75/70") says "must be at most 70 characters." for the same limit (issue 31 item 12).
 */
function rulesOf(r: Rules = {}, counter = false): Rule[] {
  const out: Rule[] = [];
  if (r.required) out.push(requiredOf(r.requiredMessage));
  if (r.minLength !== undefined) out.push(minLength(r.minLength));
  if (r.maxLength !== undefined) out.push(counter ? atMostLength(r.maxLength - 1) : maxLength(r.maxLength));
  if (r.email) out.push(email());
  if (r.domain) out.push(domainName());
  if (r.phone) out.push(phone());
  if (r.zip) out.push(zipcode());
  if (r.link) out.push(link());
  if (r.pattern) out.push(matches(r.pattern));
  if (r.integer) out.push(integer());
  if (r.atLeast !== undefined) out.push(atLeast(r.atLeast));
  if (r.minValue !== undefined) out.push(minValue(r.minValue));
  if (r.maxValue !== undefined) out.push(maxValue(r.maxValue));
  return out;
}

const countryCode = () =>
  z
    .string()
    .trim()
    .max(2, 'app.validation.invalid')
    .toUpperCase()
    .refine((c) => COUNTRY_CODES.includes(c), 'app.validation.invalid');

/** Each once, in the order given. */
const once = <T>(values: T[]) => [...new Set(values)];

/** A row as kept and answered: every field of it, null where none was sent (a row is JSON, not columns). */
const rowOf =
  (fields: Fields, ids: boolean) =>
  (row: Record<string, unknown>): Record<string, unknown> => ({
    ...(ids ? { id: row.id ?? null } : {}),
    ...Object.fromEntries(Object.keys(fields).map((name) => [name, row[name] ?? null])),
  });

/** `rules.notBelow`: a bound under the other one fails; 0 (or nothing) on either side is not set. */
function notBelow(fields: Fields, values: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [name, field] of Object.entries(fields)) {
    const other = field.rules?.notBelow;
    if (!other) continue;
    const value = Number(values[name]);
    const bound = Number(values[other]);
    if (value > 0 && bound > 0 && value < bound) {
      const failure = atLeast(bound)(value)!;
      ctx.addIssue({ code: 'custom', path: [name], message: failure.message, params: { args: failure.args } });
    }
  }
}

/** `rules.rangeFrom`: a range's upper end under its lower end fails; blank on either side passes. */
function rangeFrom(fields: Fields, values: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [name, field] of Object.entries(fields)) {
    const lower = field.rules?.rangeFrom;
    if (!lower || isBlank(values[name]) || isBlank(values[lower])) continue;
    if (Number(values[name]) < Number(values[lower]))
      ctx.addIssue({ code: 'custom', path: [name], message: 'app.validation.invalid' });
  }
}

/** Blank is no value (as text() has it); absent stays absent (a partial update leaves it alone). */
const blankIsNull = (v: unknown) => (v === undefined ? undefined : isBlank(v) ? null : v);

/**
 * A field's schema in a create or update body. In a partial update (`partial`) a field left out
 * stays out: no default fills it.
 */
function inputOf(field: Field, partial = false): z.ZodType {
  const req = field.rules?.required && !field.when;
  const max = field.rules?.maxItems ?? LIST_MAX;
  const withDefault = <T extends z.ZodType>(schema: T, value: unknown) =>
    partial ? schema.optional() : schema.default(value as never);
  switch (field.kind) {
    case 'text':
    case 'richText': {
      // A domain name is kept as DNS compares it: lower case, no root dot.
      const named = <T extends z.ZodType>(schema: T) =>
        field.rules?.domain ? schema.transform((v) => (typeof v === 'string' ? domainKey(v) : v)) : schema;
      // Issue 29: bounded by SPEC's rules where they bound it, else by what the input is.
      const bound = upTo(field.kind === 'richText' ? RICH_TEXT_MAX : field.multiline ? TEXT_MAX : LINE_MAX);
      // rulesOf starts with the required rule (its own message, where the field words one).
      const counter = field.counter === true;
      if (req) return named(text(...rulesOf(field.rules, counter), bound).transform((v) => v as string));
      const schema = text(...rulesOf({ ...field.rules, required: false }, counter), bound);
      const kept = field.default;
      return named(kept === undefined ? schema : schema.transform((v) => v ?? kept));
    }
    case 'money':
    case 'number': {
      const schema = numeric(...rulesOf({ ...field.rules, required: req }));
      return req ? schema.transform((v) => v as number) : schema;
    }
    case 'choice': {
      const schema = z.enum(field.choices as [string, ...string[]], { message: 'app.validation.invalid' });
      return field.default !== undefined ? withDefault(schema, field.default) : req ? schema : schema.nullish();
    }
    case 'boolean':
      return withDefault(z.boolean(), field.default ?? false);
    case 'date':
      return req ? calendarDay() : calendarDay().nullish();
    case 'country':
      return req ? countryCode() : z.preprocess(blankIsNull, countryCode().nullish());
    case 'reference':
      return req ? z.string().min(1).max(ID_MAX) : z.string().max(ID_MAX).nullish();
    case 'countries':
      return withDefault(z.array(countryCode()).max(COUNTRY_CODES.length).transform(once), []);
    case 'choices': {
      const one = z.enum(field.choices as [string, ...string[]], { message: 'app.validation.invalid' });
      const list = z.array(one).max(field.choices.length);
      // None is missing: "is required.", or the field's own message (a list's "must have at least one").
      const least = field.rules?.requiredMessage ?? 'app.validation.required';
      return withDefault((req ? list.min(1, least) : list).transform(once), []);
    }
    case 'references':
      return withDefault(z.array(z.string().min(1).max(ID_MAX)).max(max).transform(once), []);
    case 'tags': {
      // rules.maxLength: each tag is shorter than this.
      const tag = z.string().trim().min(1, 'app.validation.required').max(tagMax(field));
      return withDefault(z.array(tag).max(max).transform(once), []);
    }
    case 'rows': {
      const body = bodyOf(field.of);
      // A row keeps every column (an empty one as null), as the answer has it.
      const row = (field.ids === false ? body : body.extend({ id: z.string().max(ID_MAX).nullish() })).transform(
        rowOf(field.of, field.ids !== false),
      );
      const list = z.array(row).max(max);
      return withDefault(field.unique ? list.superRefine(uniqueRows(field.unique)) : list, []);
    }
    case 'group':
      // With a default, always a value (none sent: the default); else none when every part is blank.
      return field.default !== undefined ? withDefault(bodyOf(field.of), field.default) : bodyOf(field.of).nullish();
  }
}

/** What a row's columns compare by: text trimmed and whatever its case, blank as none. */
const sameKey = (row: Record<string, unknown>, columns: readonly string[]) =>
  columns
    .map((c) =>
      String(row[c] ?? '')
        .trim()
        .toLowerCase(),
    )
    .join('\u0000');

/** No two rows alike in these columns: the later one fails on the last of them. */
const uniqueRows =
  ({ columns, message }: { columns: readonly string[]; message: string }) =>
  (rows: Record<string, unknown>[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = sameKey(row, columns);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, columns[columns.length - 1]], message });
      seen.add(key);
    });
  };

/** A field's schema in an answer. */
function outputOf(field: Field): z.ZodType {
  const optional = !field.rules?.required && field.default === undefined;
  const nullable = (schema: z.ZodType) => (optional || field.when ? schema.nullable() : schema);
  switch (field.kind) {
    case 'text':
    case 'richText':
    case 'date':
    case 'country':
    case 'reference':
      return nullable(z.string());
    case 'money':
    case 'number':
      return nullable(z.number());
    case 'choice':
      return nullable(z.enum(field.choices as [string, ...string[]]));
    case 'boolean':
      return z.boolean();
    case 'countries':
    case 'references':
    case 'tags':
      return z.array(z.string());
    case 'choices':
      return z.array(z.enum(field.choices as [string, ...string[]]));
    case 'rows':
      return z.array(z.object({ ...(field.ids === false ? {} : { id: z.string() }), ...answerShape(field.of) }));
    case 'group':
      // With a default, every part is answered (the gateway fills what a record never kept).
      if (field.default !== undefined) return z.object(answerShape(field.of));
      // A part left blank when it was kept may be missing from the kept value.
      return z
        .object(Object.fromEntries(Object.entries(answerShape(field.of)).map(([k, v]) => [k, v.nullable().optional()])))
        .nullable();
  }
}

/** The fields of an answer (read-only ones included; those answered alone by a get only in its answer, `detail`). */
const answerShape = (fields: Fields, detail = false) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => detail || !f.detail)
      .map(([name, f]) => [name, outputOf(f)]),
  );

/** The fields a call's body may send (read-only ones and the other call's own left out). */
const inputShape = (fields: Fields, partial: boolean, call: 'create' | 'update') =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => isInput(f, call))
      .map(([name, f]) => [name, partial ? inputOf(f, true).optional() : inputOf(f)]),
  );

/**
 * The body of a create: the declared fields (read-only ones left out), each with its rules;
 * a field of a shown branch (`when`) that is required must have a value. `partial`: any
 * subset of them (an update that leaves the others as they are).
 */
export function bodyOf(fields: Fields, partial = false, call: 'create' | 'update' = 'create') {
  return z.object(inputShape(fields, partial, call)).superRefine((values, ctx) => {
    notBelow(fields, values, ctx);
    rangeFrom(fields, values, ctx);
    for (const [name, field] of Object.entries(fields)) {
      if (!field.when || !field.rules?.required || !fieldApplies(field, values)) continue;
      const value = values[name];
      const empty = Array.isArray(value) ? value.length === 0 : isBlank(value);
      if (empty)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `app.validation.${Array.isArray(value) ? 'list' : 'required'}`,
        });
    }
  });
}

/** A record's declared values as the gateway answers them (read-only ones included), without what every record adds. */
export const valuesOf = (fields: Fields) => z.object(answerShape(fields));

/**
 * The record as the gateway answers it (with its id also under `idField`, where the declaration
 * names one); `detail`: as its get answers it, with the fields answered there alone; `versioned`
 * false: with no version and no updated_at (records never edited).
 */
export const recordOf = <F extends Fields>(
  fields: F,
  idField?: string,
  { detail = false, versioned = true }: { detail?: boolean; versioned?: boolean } = {},
) =>
  z.object({
    ...(idField ? { [idField]: z.string() } : {}),
    id: z.string(),
    shop_id: z.string(),
    ...answerShape(fields, detail),
    ...(versioned ? { version: version() } : {}),
    created_at: isoDate(),
    ...(versioned ? { updated_at: isoDate() } : {}),
  }) as unknown as z.ZodType<RecordMeta & RecordValues<F>>;

/** Fields a list can sort by: the declared ones, and when records were made or changed. */
export const sortFieldsOf = (fields: Fields) => [
  ...Object.entries(fields)
    .filter(([, f]) => f.sortable)
    .map(([name]) => name),
  'created_at',
  'updated_at',
];

/** The list's query: page, limit, search, sort and the declared filters. */
function listQueryOf(d: Declared) {
  const filters = Object.entries(d.fields).filter(([, f]) => f.filter);
  const sortable = Object.values(d.fields).some((f) => f.sortable);
  const paged = {
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(pageMax(d))
      .default(d.list.page?.default ?? d.list.perPage),
  };
  return z.object({
    ...(d.list.paged === false ? {} : paged),
    // A list with no searched field takes no search.
    ...(Object.values(d.fields).some((f) => f.search) ? { q: z.string().max(SEARCH_MAX).optional() } : {}),
    ...(sortable
      ? {
          sort: z.enum(sortFieldsOf(d.fields) as [string, ...string[]]).optional(),
          order: z.enum(['asc', 'desc']).optional(),
        }
      : {}),
    ...(d.list.ids ? { ids: z.string().max(IDS_MAX).optional() } : {}),
    ...Object.fromEntries(
      filters.map(([name, f]) => [
        filterName(name, f),
        f.kind === 'choice'
          ? z.enum(f.choices as [string, ...string[]]).optional()
          : f.kind === 'boolean'
            ? z.enum(['true', 'false']).optional()
            : f.kind === 'tags'
              ? z.string().max(tagMax(f)).optional()
              : z.string().max(ID_MAX).optional(),
      ]),
    ),
  });
}

/** The schemas of a declared resource, for its forms and its gateway handlers. */
export function schemasOf<F extends Fields, A extends Api>(d: Declared<F, A>) {
  const shopId = d.api.addShopId === false ? {} : { shop_id: z.string().max(ID_MAX).optional() };
  const body = bodyOf(d.fields).extend(shopId);
  // An update's body is the create's unless some of it is partial or one call's own.
  const own = Object.values(d.fields).some((f) => f.only);
  const changes = (
    d.api.partialUpdate || own ? bodyOf(d.fields, !!d.api.partialUpdate, 'update').extend(shopId) : body
  ).extend(
    // SPEC §7 Pages: the record an update changes is named in its body.
    d.api.idInBody ? { [d.api.idField ?? 'id']: z.string().min(1).max(ID_MAX) } : {},
  );
  const versioned = d.storage.versioned !== false;
  const record = recordOf(d.fields, d.api.idField, { versioned });
  return {
    body: body as unknown as z.ZodType<RecordValues<F>, Record<string, unknown>>,
    update: changes.extend(VersionField) as unknown as z.ZodType<
      RecordValues<F> & { version?: number },
      Record<string, unknown>
    >,
    record,
    /** The record as its get answers it (with the `detail` fields). */
    detail: Object.values(d.fields).some((f) => f.detail)
      ? recordOf(d.fields, d.api.idField, { detail: true, versioned })
      : record,
    listQuery: listQueryOf(d as unknown as Declared),
    /** A create's answer: the record, and what `api.created` adds to it this once. */
    created: (d.api.created
      ? (record as unknown as z.ZodObject).extend(answerShape(d.api.created))
      : record) as unknown as z.ZodType<RecordMeta & RecordValues<F> & CreatedValues<A>>,
  };
}

/** What `api.created` adds to a create's answer. */
export type CreatedValues<A extends Api> = A extends { created: infer C extends Fields } ? RecordValues<C> : unknown;

type Rec<F extends Fields> = RecordMeta & RecordValues<F>;
/** The fields a get alone answers. */
type DetailKeys<F extends Fields> = { [K in keyof F]: F[K] extends { detail: true } ? K : never }[keyof F];
/** The record as the list, a create and an update answer it. */
type Answered<F extends Fields> = Omit<Rec<F>, DetailKeys<F>>;
type Answering<T> = ContractRoute & { response: z.ZodType<T> };

/** The typed contract of a declared resource's CRUD calls (those `api.without` leaves out excepted). */
export type DeclaredContract<F extends Fields, A extends Api> = OmitEach<AllContract<F, A>, Without<A>>;

type AllContract<F extends Fields, A extends Api> = {
  list: Answering<{ data: { [P in A['listKey']]: Answered<F>[] } & { total: number; page: number; limit: number } }>;
  get: Answering<{ data: Rec<F> }>;
  create: Answering<{ data: Answered<F> & CreatedValues<A> }> & {
    body: z.ZodType<RecordValues<F>, Record<string, unknown>>;
  };
  update: Answering<{ data: Answered<F> }> & { body: z.ZodType<RecordValues<F>, Record<string, unknown>> };
} & DeleteAnswer<A['delete'], A['deleteAnswers'], Answered<F>>;

type DeleteAnswer<D, K, R> = D extends 'many'
  ? { deleteMany: Answering<{ data: { ids: string[] } }> }
  : D extends 'one'
    ? { delete: Answering<{ data: K extends 'record' ? R : { ids: string[] } }> }
    : Record<never, never>;

const contracts = new WeakMap<Declared, Record<string, ContractRoute>>();

/**
 * A declaration's English name (its plural) for the contract's summaries: from its strings
 * when given whole, else from the shell's (strings named lazily: i18n/shell.en.generated.ts).
 */
export function englishLabel(d: { name: string; strings: Strings }): string {
  const english = typeof d.strings === 'function' ? shellEnglish.resources[d.name] : d.strings.en;
  return String((english as { name?: string } | undefined)?.name ?? d.name)
    .split('||||')
    .pop()!
    .trim();
}

/** The contract of a declared resource's calls (the same object for the same declaration). */
export function declaredContract<F extends Fields, A extends Api>(d: Declared<F, A>): DeclaredContract<F, A> {
  const known = contracts.get(d as unknown as Declared);
  if (known) return known as unknown as DeclaredContract<F, A>;
  const { body, update, record, detail, listQuery, created } = schemasOf(d);
  const label = englishLabel(d);
  const Id = z.object({ [d.api.id]: z.string().min(1).max(ID_MAX) });
  const UpdateId = d.api.updateBy
    ? z.object({ [d.api.id]: z.string().min(1).max(KEY_MAX).describe(`Its current ${d.api.updateBy}`) })
    : Id;
  const schemas: Record<string, RouteSchemas> = {
    list: {
      query: listQuery,
      response: answer(
        d.list.paged === false
          ? z.object({ [d.api.listKey]: z.array(record), total: z.number().int().min(0) })
          : listPage(d.api.listKey, record),
      ),
      summary:
        d.list.paged === false
          ? `${label}: the shop's whole list.`
          : `${label}: one page of the shop's list (page, limit${Object.values(d.fields).some((f) => f.search) ? ', q' : ''}${Object.values(d.fields).some((f) => f.filter) ? ', filters' : ''}).`,
      ...(d.api.list ? { quirk: `SPEC §7: the list path ends with "${d.api.list}".` } : {}),
    },
    get: { params: Id, response: answer(detail), summary: `${label}: one record.` },
    create: {
      body,
      response: answer(created),
      status: 201,
      summary: `${label}: create one (the body${d.api.addShopId === false ? '' : ' plus shop_id'}${
        d.list.maxPerShop === undefined ? '' : `; at most ${d.list.maxPerShop} a shop`
      }${d.api.created ? `; the answer carries ${Object.keys(d.api.created).join(', ')}, this once` : ''}).`,
    },
    update: {
      ...(d.api.idInBody
        ? { quirk: `SPEC §7: PUT with a body; the record is the body's ${d.api.idField ?? 'id'}.` }
        : { params: UpdateId }),
      body: update,
      response: answer(record),
      errors: [409],
      summary: `${label}: ${d.api.partialUpdate ? 'change one (any of its fields)' : 'replace one'}${
        d.api.updateBy ? `, named by its ${d.api.updateBy}` : ''
      } (with the version it was read at: 409 when stale).`,
    },
    ...(d.api.delete === 'many'
      ? {
          deleteMany: {
            body: z.object({
              ids: z.array(z.string().max(ID_MAX)).min(1, 'app.validation.list').max(bulkMax(d)),
            }),
            response: IdsAnswer,
            summary: `${label}: delete several.`,
            quirk: 'SPEC §7: DELETE with the ids in the body.',
          },
        }
      : {
          delete: {
            params: Id,
            response: d.api.deleteAnswers === 'record' ? answer(record) : IdsAnswer,
            summary: `${label}: delete one${d.api.deleteAnswers === 'record' ? ' (answers it as it was)' : ''}.`,
          },
        }),
  };
  // The calls `api.without` leaves out have no schemas either.
  const made = contract(
    d.crud as unknown as Record<string, ContractRoute>,
    Object.fromEntries(Object.entries(schemas).filter(([name]) => name in d.crud)) as never,
  );
  contracts.set(d as unknown as Declared, made as Record<string, ContractRoute>);
  return made as unknown as DeclaredContract<F, A>;
}
