/**
 * The zod side of a declared settings record (core/settings.ts): the form's schema, the body
 * and answer of its get and update calls, made from its fields' SPEC §5 rules
 * (core/declaredContract.ts), and their contract. The gateway validates with these, the form
 * resolves with them (loaded with the form), the contract tests and /openapi.json read them.
 */
import { z } from 'zod';
import { answer, isoDate, version, VersionField } from './answers';
import { bodyOf, englishLabel, valuesOf } from './declaredContract';
import type { Fields, RecordValues } from './fields';
import { contract, type ContractRoute } from './route';
import {
  writableFields,
  type DeclaredSettings,
  type SettingsApi,
  type SettingsMeta,
  type WritableOf,
} from './settings';

const ID_MAX = 64;

/** An absent field stays absent (a partial update): its default is dropped. */
function withoutDefault(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return schema.removeDefault() as z.ZodType;
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodDefault) {
    return (schema.in.removeDefault() as z.ZodType).pipe(schema.out as z.ZodType);
  }
  return schema;
}

/** Each field optional, without its default (the rules between fields need the whole record: not checked). */
const partialOf = (schema: z.ZodObject) =>
  z.object(Object.fromEntries(Object.entries(schema.shape).map(([k, s]) => [k, withoutDefault(s).optional()])));

const readOnlyFields = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, f]) => f.readOnly));

const Meta = { shop_id: z.string(), version: version(), updated_at: isoDate().nullable() };

const schemas = new WeakMap<DeclaredSettings, ReturnType<typeof makeSchemas>>();

/** The schemas of a settings record: the form's values, the update's body, the answer's data, what is kept. */
export function settingsSchemasOf(d: DeclaredSettings) {
  let made = schemas.get(d);
  if (!made) schemas.set(d, (made = makeSchemas(d)));
  return made;
}

function makeSchemas(d: DeclaredSettings) {
  const { key, partial } = d.api;
  const versioned = d.api.versioned !== false;
  const values = bodyOf(d.fields);
  const sent = partial ? partialOf(values) : values;
  const beside = {
    ...(versioned ? VersionField : {}),
    ...(d.api.update?.addShopId ? { shop_id: z.string().max(ID_MAX).optional() } : {}),
  };
  const record = z.object({
    ...(key
      ? { [key]: valuesOf(writableFields(d.fields)), ...valuesOf(readOnlyFields(d.fields)).shape }
      : valuesOf(d.fields).shape),
    ...(versioned ? Meta : {}),
  });
  return {
    /** What the form holds and checks: the fields (and the version read). */
    form: versioned ? values.extend(VersionField) : values,
    /** The update's body: the values (under `key`), the version read, shop_id where SPEC §7 adds it. */
    body: key ? z.object({ [key]: sent, ...beside }) : sent.extend(beside),
    record,
    /** What the gateway keeps, read back field by field (a JSON value kept in key_values). */
    stored: valuesOf(writableFields(d.fields)).partial(),
  };
}

type Answering<T> = ContractRoute & { response: z.ZodType<T> };
type ReadOnlyOf<F extends Fields> = { [K in keyof F as F[K] extends { readOnly: true } ? K : never]: F[K] };
/** The answer's data: the values (under `key` with the computed ones beside), and the meta of versioned ones. */
type SettingsData<F extends Fields, A extends SettingsApi> = (A['key'] extends string
  ? { [K in A['key']]: RecordValues<WritableOf<F>> } & RecordValues<ReadOnlyOf<F>>
  : RecordValues<F>) &
  (A['versioned'] extends false ? unknown : SettingsMeta);

/** The typed contract of a settings record's get and update calls. */
export type SettingsContract<F extends Fields, A extends SettingsApi> = {
  get: Answering<{ data: SettingsData<F, A> }>;
  update: Answering<{ data: SettingsData<F, A> }> & { body: z.ZodType<unknown, Record<string, unknown>> };
};

const contracts = new WeakMap<DeclaredSettings, Record<string, ContractRoute>>();

/** The contract of a settings record's get and update calls (the same object for the same declaration). */
export function settingsContract<F extends Fields, A extends SettingsApi>(
  declared: DeclaredSettings<F, A>,
): SettingsContract<F, A> {
  const d = declared as unknown as DeclaredSettings;
  const known = contracts.get(d);
  if (known) return known as unknown as SettingsContract<F, A>;
  const { body, record } = settingsSchemasOf(d);
  const label = englishLabel(d);
  const versioned = d.api.versioned !== false;
  const made = contract(
    d.calls as unknown as Record<string, ContractRoute>,
    {
      get: { response: answer(record), summary: `${label}: the shop's settings (the defaults until the first save).` },
      update: {
        body,
        response: answer(record),
        ...(versioned ? { errors: [409] } : {}),
        summary: `${label}: save the shop's settings${versioned ? ' (with the version read: 409 when stale)' : ''}${
          d.api.partial ? '; the fields not sent keep their value' : ''
        }.`,
        ...(d.api.update
          ? { quirk: `SPEC §7: ${d.api.update.method}${d.api.update.addShopId ? ', the data plus shop_id' : ''}.` }
          : {}),
      },
    } as never,
  );
  contracts.set(d, made as Record<string, ContractRoute>);
  return made as unknown as SettingsContract<F, A>;
}
