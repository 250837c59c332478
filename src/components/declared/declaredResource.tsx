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
import type { NamedRoute } from '../../../core/route';
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
export function declaredListQuery<F extends Fields, A extends Api>(declaration: Declared<F, A>) {
  const declared = declaration as unknown as Declared;
  const sortable = Object.values(declared.fields).some((f) => f.sortable);
  const known = knownSorts(declared);
  const fallback = declared.list.sort;
  // A list answered whole (`paged: false`) takes no page or limit: it is sent none.
  const paged = declared.list.paged !== false;
  return ({ pagination, sort, filter }: GetListParams): Record<string, unknown> => {
    const chosen = sort?.field && known.has(sort.field) ? sort : fallback;
    return {
      ...(paged
        ? {
            page: pagination?.page ?? 1,
            limit: Math.min(pagination?.perPage ?? declared.list.perPage, pageMax(declared)),
          }
        : {}),
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
   * from the declared fields (src/components/declared). `false`: no such screen (a resource
   * added from its list page has no create screen). One view given for several screens is one
   * mounted component, so moving between their paths keeps its state (a page whose panel opens
   * at a sub-path).
   */
  views?: Partial<Record<'list' | 'create' | 'edit', LazyScreen | false>>;
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
  /**
   * react-admin's methods mapped to calls of `api.more` (a bulk change of tags as updateMany; a
   * removal whose answer is its own as delete, where the declaration is `without` one).
   */
  crud?: Pick<CrudMappings, 'updateMany' | 'delete'>;
  /** The field that names a record (default the first declared one). */
  recordRepresentation?: string;
  /**
   * react-admin's own paths (`/<name>`, `/<name>/create`, `/<name>/:id`) redirect to the
   * declared screens, where the resource's screens live under another path (SPEC §2).
   */
  redirects?: boolean;
}

export function declaredResource<F extends Fields, A extends Api>(
  declaration: Declared<F, A>,
  extras: DeclaredExtras = {},
): ResourceDefinition {
  // Any declaration, also one `without` some CRUD calls (read as the widest).
  const declared = declaration as unknown as Declared;
  const { name, list, menu, screens } = declared;
  // The CRUD calls the declaration has: one it is `without` maps no react-admin method.
  const crud: Partial<Record<string, NamedRoute>> = declared.crud;
  const views = { list: DeclaredList, create: DeclaredCreate, edit: DeclaredEdit, ...extras.views };
  const mounted = new Map<LazyScreen, Screen>();
  const mount = (View: LazyScreen, parts?: DeclaredExtras) => {
    if (!mounted.has(View)) mounted.set(View, screen(declared, View, parts));
    return mounted.get(View)!;
  };
  const at = (path: string, View: LazyScreen | false) => (View ? [{ path, component: mount(View, extras) }] : []);
  return defineResource({
    name,
    ...(declared.api.idField ? { idField: declared.api.idField } : {}),
    ...(extras.redirects ? redirectsOf(declared) : {}),
    crud: {
      getList: {
        route: declared.crud.list,
        query: declaredListQuery(declared),
        read: (answer: Body) => ({ data: answer.data[declared.api.listKey], total: answer.data.total }),
      },
      ...(crud.get ? { getOne: { route: crud.get } } : {}),
      ...(crud.create ? { create: { route: crud.create } } : {}),
      ...(crud.update
        ? { update: { route: crud.update, params: updateParams(declared), body: updateBody(declared) } }
        : {}),
      ...(crud.deleteMany ? { deleteMany: { route: crud.deleteMany } } : {}),
      ...(crud.delete ? { delete: { route: crud.delete } } : {}),
      ...extras.crud,
    },
    i18n: declared.strings,
    icon: extras.icon,
    recordRepresentation: extras.recordRepresentation ?? Object.keys(declared.fields)[0],
    menu: false,
    listDefaults: { sort: list.sort, perPage: list.perPage },
    uses: [...(declared.uses ?? []), ...(extras.uses ?? [])],
    routes: [
      ...at(screens.list, views.list).map((route) => ({
        ...route,
        ...(menu ? { menu: { ...menu, icon: extras.icon } } : {}),
      })),
      ...at(screens.patterns.create, views.create),
      // No edit screen without an update call, unless the resource gives its own (domains' connect/:id).
      ...at(screens.patterns.edit, crud.update || extras.views?.edit ? views.edit : false),
      ...(extras.more ?? []).map(({ path, view }) => ({ path: `${screens.list}/${path}`, component: mount(view) })),
    ],
  });
}
