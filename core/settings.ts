/**
 * A declared settings screen: one record of settings per shop (taxes, sales channels), read
 * and saved at one path and shown as one form at its SPEC §2 path. Plain data like a declared
 * resource (core/resource.ts): its calls come from here, their contract from
 * core/settingsContract.ts, the gateway's storage and handlers from gateway/lib/declaredSettings.ts,
 * and the form from src/components/declared/DeclaredSettings.tsx.
 */
import { isListField, type Field, type Fields, type RecordValues } from './fields';
import type { ResourceDeclaration, Strings } from './resource';
import { defineRoutes, type NamedRoute, type RoutePath } from './route';

/** Where a declared settings record's calls go. */
export interface SettingsApi {
  /** `/tax/api/{shop}`: GET answers the shop's settings (defaults until the first save), the update saves them. */
  base: string;
  /**
   * The settings sit under this key of the answer and the body (`{ data: { channels: {…} } }`);
   * read-only fields, which the gateway computes, go beside it.
   */
  key?: string;
  /**
   * Saved with the version read: a stale save answers 409 with the current settings. The
   * settings then carry shop_id, version and updated_at (null until the first save). Default true.
   */
  versioned?: boolean;
  /** An update names only the fields it changes; the others keep their value. */
  partial?: boolean;
  /** The update's call when SPEC §7 names it otherwise (POST, with the data plus shop_id): its name, method and flag. */
  update?: { name: string; method: 'POST'; addShopId?: boolean };
  /** More calls (whole paths, not under `base`): their contract and handler are hand-written. */
  more?: Record<string, RoutePath>;
}

export interface SettingsDeclaration<F extends Fields = Fields, A extends SettingsApi = SettingsApi> {
  /** react-admin name (`resources.<name>` strings, the form's record). */
  name: string;
  /** The route table's name: routes are `<table>.get`, `<table>.update`. */
  table: string;
  /** SPEC §2 path of the form. */
  path: string;
  api: A;
  fields: F;
  /**
   * Where the gateway keeps them: a table with one row per shop (`since`: the day its migration
   * was written, YYYYMMDD), or one JSON value in the platform's key_values (`<key>:<shop id>`).
   */
  storage: { table: string; since: string } | { key: string };
  /** Side-menu entry (label key, group, order, settings-home description key); false: none. */
  menu: ResourceDeclaration['menu'];
  /** `resources.<name>` strings, English and Vietnamese (src/lib/defineResource.ts `i18n`). */
  strings: Strings;
  /** Other resources whose strings the screen shows. */
  uses?: string[];
}

/** The update's name: `update`, or the one SPEC §7 gives it. */
type UpdateName<A extends SettingsApi> = A['update'] extends { name: infer N extends string } ? N : 'update';

/** Its calls: get, the update, and those of `api.more`. */
export type SettingsRoutes<A extends SettingsApi = SettingsApi> = { get: NamedRoute } & {
  [P in UpdateName<A>]: NamedRoute;
} & { [P in keyof A['more']]: NamedRoute };

export type DeclaredSettings<F extends Fields = Fields, A extends SettingsApi = SettingsApi> = SettingsDeclaration<
  F,
  A
> & {
  kind: 'settings';
  routes: SettingsRoutes<A>;
  /** The get and update calls alone (the gateway serves them generically). */
  calls: { get: NamedRoute; update: NamedRoute };
};

/** What versioned settings carry besides their fields. */
export interface SettingsMeta {
  shop_id: string;
  version: number;
  /** null until the first save. */
  updated_at: string | null;
}

/** The fields a save sends; read-only ones are the gateway's own (computed for the answer). */
export type WritableOf<F extends Fields> = { [K in keyof F as F[K] extends { readOnly: true } ? never : K]: F[K] };

/** A shop's stored settings, unwrapped (what the form holds and other rules read). */
export type SettingsRecord<D> =
  D extends DeclaredSettings<infer F, infer A>
    ? RecordValues<WritableOf<F>> & (A['versioned'] extends false ? unknown : SettingsMeta)
    : never;

export const isSettings = (value: unknown): value is DeclaredSettings =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'settings';

/** The fields a save sends (read-only ones are the gateway's). */
export const writableFields = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, f]) => !f.readOnly));

/** A field's value before the first save: its default, an empty list, no, or none. */
export const settingsDefault = (field: Field): unknown =>
  field.default ?? (isListField(field) ? [] : field.kind === 'boolean' ? false : null);

export function declareSettings<const F extends Fields, const A extends SettingsApi>(
  declaration: SettingsDeclaration<F, A>,
): DeclaredSettings<F, A> {
  const { base, update } = declaration.api;
  const versioned = declaration.api.versioned !== false;
  const calls = defineRoutes<Record<never, never>>()(declaration.table, {
    get: { method: 'GET', path: base },
    [update?.name ?? 'update']: {
      method: update?.method ?? 'PUT',
      path: base,
      ...(versioned ? { versioned: true } : {}),
      ...(update?.addShopId ? { addShopId: true } : {}),
    },
  } as Record<string, RoutePath>);
  const more = defineRoutes<Record<never, never>>()(declaration.table, declaration.api.more ?? {});
  return {
    ...declaration,
    kind: 'settings',
    routes: { ...calls, ...more } as unknown as SettingsRoutes<A>,
    calls: { get: calls.get, update: calls[update?.name ?? 'update'] },
  };
}
