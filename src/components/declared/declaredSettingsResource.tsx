/**
 * The app's half of a declared settings record (core/settings.ts): its react-admin definition,
 * getOne and update mapped to its get and update calls (the record unwrapped from `api.key`,
 * named by the current shop's id; the body the fields, wrapped again, with the version read),
 * and its screen at its SPEC §2 path with its menu entry: the generated form
 * (DeclaredSettings), or a bespoke screen given the declaration.
 */
import type { ComponentType } from 'react';
import { ResourceContextProvider, type UpdateParams } from 'ra-core';
import type { Fields } from '../../../core/fields';
import { writableFields, type DeclaredSettings, type SettingsApi } from '../../../core/settings';
import { getCurrentShopId } from '../../lib/currentShop';
import { defineResource, type Body, type ResourceDefinition } from '../../lib/defineResource';
import { lazyNamed, type LazyScreen } from '../../lib/lazyNamed';

const DeclaredSettingsForm = lazyNamed(() => import('./DeclaredSettings'), 'DeclaredSettings');

type Screen = ComponentType & { preload?: () => Promise<unknown> };

/** What the app adds to a settings declaration: its menu icon, and a bespoke screen where the form is not plain. */
export interface DeclaredSettingsExtras {
  icon?: ComponentType;
  /** In place of the generated form: given the declaration (`{ declared }`) in the resource's context. */
  view?: LazyScreen;
  /** More buttons beside the generated form's Save, given `{ declared }` (a lazy one keeps them off the first load). */
  actions?: LazyScreen;
  /** Other resources whose strings the screen shows. */
  uses?: string[];
}

/** The answer's data as the form holds it: the values out of `api.key`, beside what the gateway adds. */
export function settingsRecord(declared: DeclaredSettings, data: Body): Body {
  const { key } = declared.api;
  if (!key) return data;
  const { [key]: values, ...beside } = data as Record<string, unknown>;
  return { ...(values as object), ...beside };
}

/** The update's body: the declared fields (under `api.key`), and the version read where versioned. */
export function settingsBody(
  declared: DeclaredSettings,
  { data, previousData }: Pick<UpdateParams, 'data' | 'previousData'>,
) {
  const values = Object.fromEntries(
    Object.keys(writableFields(declared.fields))
      .filter((name) => name in data)
      .map((name) => [name, (data as Record<string, unknown>)[name]]),
  );
  const version =
    declared.api.versioned !== false ? (previousData as { version?: number } | undefined)?.version : undefined;
  return {
    ...(declared.api.key ? { [declared.api.key]: values } : values),
    ...(version !== undefined ? { version } : {}),
  };
}

export function declaredSettingsResource<F extends Fields, A extends SettingsApi>(
  typed: DeclaredSettings<F, A>,
  extras: DeclaredSettingsExtras = {},
): ResourceDefinition {
  // Any update's name or more calls (blacklist's `save`, `clear`): the generic calls are `calls`.
  const declared = typed as unknown as DeclaredSettings;
  const { name, calls, menu } = declared;
  const View = extras.view ?? DeclaredSettingsForm;
  const Mounted: Screen = () => (
    <ResourceContextProvider value={name}>
      <View declared={declared} actions={extras.actions} />
    </ResourceContextProvider>
  );
  Mounted.preload = View.preload;
  return defineResource({
    name,
    crud: {
      getOne: {
        route: calls.get,
        read: (answer: Body) => ({ ...settingsRecord(declared, answer.data), id: getCurrentShopId() }),
      },
      update: {
        route: calls.update,
        body: (params) => settingsBody(declared, params),
        read: (answer: Body) => ({ ...settingsRecord(declared, answer.data), id: getCurrentShopId() }),
      },
    },
    i18n: declared.strings,
    icon: extras.icon,
    menu: false,
    uses: [...(declared.uses ?? []), ...(extras.uses ?? [])],
    routes: [{ path: declared.path, component: Mounted, ...(menu ? { menu: { ...menu, icon: extras.icon } } : {}) }],
  });
}
