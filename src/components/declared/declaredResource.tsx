/**
 * The app's half of a declared resource (core/resource.ts): its react-admin definition with
 * the calls mapped from its routes, and its list, create and edit screens mounted at its
 * SPEC §2 paths. The screens are the same three components for every declared resource
 * (src/components/declared/), loaded on demand and given the declaration; the resource
 * context is supplied here, so no view names its resource or a path.
 */
import type { ComponentType } from 'react';
import { ResourceContextProvider, type GetListParams, type UpdateParams } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import type { Fields } from '../../../core/fields';
import { pageMax, type Api, type Declared } from '../../../core/resource';
import { lazyNamed, type LazyScreen } from '../../lib/lazyNamed';
import type { DeclaredInputsMap } from './DeclaredInputs';
import { defineResource, type Body, type CrudMappings, type ResourceDefinition } from '../../lib/defineResource';

const DeclaredList = lazyNamed(() => import('./DeclaredList'), 'DeclaredList');
const DeclaredCreate = lazyNamed(() => import('./DeclaredCreate'), 'DeclaredCreate');
const DeclaredEdit = lazyNamed(() => import('./DeclaredEdit'), 'DeclaredEdit');

type Screen = ComponentType & { preload?: () => Promise<unknown> };

/** A declared screen in its resource's context, given the declaration and its form's bespoke parts. */
function screen(declared: Declared, View: LazyScreen, parts: Pick<DeclaredExtras, 'inputs' | 'form'> = {}): Screen {
  const Mounted: Screen = () => (
    <ResourceContextProvider value={declared.name}>
      <View
        declared={declared}
        {...(parts.inputs ? { inputs: parts.inputs } : {})}
        {...(parts.form ? { form: parts.form } : {})}
      />
    </ResourceContextProvider>
  );
  Mounted.preload = View.preload;
  return Mounted;
}

/** Sorts the gateway knows: the sortable fields, and when records were made or changed. */
const knownSorts = (declared: Declared) =>
  new Set([
    ...Object.entries(declared.fields)
      .filter(([, f]) => f.sortable)
      .map(([name]) => name),
    'created_at',
    'updated_at',
  ]);

/** A filter's value as sent: text trimmed; nothing for a blank one. */
const sent = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The list's query: page and limit (at most the largest page the gateway serves), the filters
 * set, and the sort only where the list offers one (a list sorted by the gateway alone sends
 * none: SPEC §7's surcharge list); a sort the gateway does not know (react-admin's `id`) is the
 * declaration's own.
 */
export function declaredListQuery(declared: Declared) {
  const sortable = Object.values(declared.fields).some((f) => f.sortable);
  const known = knownSorts(declared);
  const fallback = declared.list.sort;
  return ({ pagination, sort, filter }: GetListParams): Record<string, unknown> => {
    const chosen = sort?.field && known.has(sort.field) ? sort : fallback;
    return {
      // An unpaged list (`list.paged: false`) answers all at once and takes no page or limit.
      ...(declared.list.paged === false
        ? {}
        : {
            page: pagination?.page ?? 1,
            limit: Math.min(pagination?.perPage ?? declared.list.perPage, pageMax(declared)),
          }),
      ...Object.fromEntries(
        Object.entries(filter ?? {})
          .map(([k, v]) => [k, sent(v)])
          .filter(([, v]) => v !== undefined && v !== '' && v !== null),
      ),
      ...(sortable && sort?.field ? { sort: chosen.field, order: chosen.order === 'ASC' ? 'asc' : 'desc' } : {}),
    };
  };
}

/** SPEC §7 names the record of an update by a field of its own (Customer `PUT /{email}`): the value it was read with. */
function updateParams(declared: Declared) {
  const by = declared.api.updateBy;
  if (!by) return undefined;
  return ({ previousData, data }: UpdateParams) => {
    const value = (previousData as Record<string, unknown> | undefined)?.[by] ?? (data as Record<string, unknown>)[by];
    if (value === undefined || value === null || value === '')
      throw new Error(`Updating ${declared.name} needs its current ${by} (previousData.${by})`);
    return { [declared.api.id]: String(value) };
  };
}

/**
 * SPEC §7 Pages: an update names its record in the body (`idInBody`): the declared fields it
 * may change, the id under `idField`, and the version it was read at.
 */
export function updateBody(declared: Declared) {
  if (!declared.api.idInBody) return undefined;
  const sources = Object.entries(declared.fields)
    .filter(([, f]) => !f.readOnly)
    .map(([source]) => source);
  return ({ id, data, previousData }: UpdateParams) => {
    const values = data as Record<string, unknown>;
    const version = (previousData as Record<string, unknown> | undefined)?.version ?? values.version;
    return {
      ...Object.fromEntries(sources.filter((s) => s in values).map((s) => [s, values[s]])),
      [declared.api.idField ?? 'id']: String(id),
      ...(version === undefined ? {} : { version }),
    };
  };
}

/** react-admin's own `/<name>…` links (reference fields, create buttons) land on the declared screens. */
function redirectsOf(declared: Declared) {
  const List = () => <Navigate to={declared.screens.list} replace />;
  const Create = () => <Navigate to={declared.screens.create()} replace />;
  const Edit = () => <Navigate to={declared.screens.edit({ id: useParams().id ?? '' })} replace />;
  return { list: List, create: Create, edit: Edit };
}

/** What the app adds to a declaration: its menu icon, and the screens it writes itself. */
export interface DeclaredExtras {
  icon?: ComponentType;
  /**
   * A bespoke screen in place of a generated one (`list`, `create`, `edit`): it is given the
   * declaration (`{ declared }`) in the resource's context, and takes its columns and inputs
   * from the declared fields (src/components/declared). `null`: no such screen (records added
   * and removed on the list alone), so no path of its own.
   */
  views?: { list?: LazyScreen } & Partial<Record<'create' | 'edit', LazyScreen | null>>;
  /**
   * A bespoke input in place of a field's generated one in the generated forms (a menu's item
   * tree), by the field's name: given `{ source, field }`; lazy, so it loads with the form.
   */
  inputs?: DeclaredInputsMap;
  /**
   * The body of the generated create and edit forms where its layout is bespoke (an editor with
   * sections side by side): given `{ declared, create }`, it lays out inputs from the declared
   * fields; the screens keep their defaults, rules, redirects and toolbar.
   */
  form?: LazyScreen;
  /** More screens, at patterns under the resource's path (`':id'` for a show screen), also given the declaration. */
  more?: { path: string; view: LazyScreen }[];
  /** Other resources whose strings the screens show. */
  uses?: string[];
  /** react-admin's methods mapped to calls of `api.more` (a bulk change of tags as updateMany). */
  crud?: Pick<CrudMappings, 'updateMany'>;
  /** The field that names a record (default the first declared one). */
  recordRepresentation?: string;
  /**
   * react-admin's own paths (`/<name>`, `/<name>/create`, `/<name>/:id`) redirect to the
   * declared screens, where the resource's screens live under another path (SPEC §2).
   */
  redirects?: boolean;
}

/** Any declaration (one whose `api.without` leaves calls out too): the screens read it untyped. */
export function declaredResource<F extends Fields, A extends Api>(
  typed: Declared<F, A>,
  extras: DeclaredExtras = {},
): ResourceDefinition {
  const declared = typed as unknown as Declared;
  const { name, crud, list, menu, screens } = declared;
  const views = { list: DeclaredList, create: DeclaredCreate, edit: DeclaredEdit, ...extras.views };
  return defineResource({
    name,
    ...(declared.api.idField ? { idField: declared.api.idField } : {}),
    ...(extras.redirects ? redirectsOf(declared) : {}),
    crud: {
      getList: {
        route: crud.list,
        query: declaredListQuery(declared),
        read: (answer: Body) => ({ data: answer.data[declared.api.listKey], total: answer.data.total }),
      },
      // A call `api.without` leaves out has no mapping (react-admin's method then says so).
      ...('get' in crud ? { getOne: { route: crud.get } } : {}),
      create: { route: crud.create },
      ...('update' in crud
        ? { update: { route: crud.update, params: updateParams(declared), body: updateBody(declared) } }
        : {}),
      ...('deleteMany' in crud ? { deleteMany: { route: crud.deleteMany } } : {}),
      ...('delete' in crud ? { delete: { route: crud.delete } } : {}),
      ...extras.crud,
    },
    i18n: declared.strings,
    icon: extras.icon,
    recordRepresentation: extras.recordRepresentation ?? Object.keys(declared.fields)[0],
    menu: false,
    listDefaults: { sort: list.sort, perPage: list.perPage },
    uses: [...(declared.uses ?? []), ...(extras.uses ?? [])],
    routes: [
      {
        path: screens.list,
        component: screen(declared, views.list, extras),
        ...(menu ? { menu: { ...menu, icon: extras.icon } } : {}),
      },
      ...(views.create ? [{ path: screens.patterns.create, component: screen(declared, views.create, extras) }] : []),
      ...(views.edit ? [{ path: screens.patterns.edit, component: screen(declared, views.edit, extras) }] : []),
      ...(extras.more ?? []).map(({ path, view }) => ({
        path: `${screens.list}/${path}`,
        component: screen(declared, view),
      })),
    ],
  });
}
