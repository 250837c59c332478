/**
 * The app's half of a declared resource (core/resource.ts): its react-admin definition with
 * the calls mapped from its routes, and its list, create and edit screens mounted at its
 * SPEC §2 paths. The screens are the same three components for every declared resource
 * (src/components/declared/), loaded on demand and given the declaration; the resource
 * context is supplied here, so no view names its resource or a path.
 */
import type { ComponentType } from 'react';
import { ResourceContextProvider, type GetListParams } from 'ra-core';
import type { Declared } from '../../../core/resource';
import { lazyNamed, type LazyScreen } from '../../lib/lazyNamed';
import { defineResource, type Body, type ResourceDefinition } from '../../lib/defineResource';

const DeclaredList = lazyNamed(() => import('./DeclaredList'), 'DeclaredList');
const DeclaredCreate = lazyNamed(() => import('./DeclaredCreate'), 'DeclaredCreate');
const DeclaredEdit = lazyNamed(() => import('./DeclaredEdit'), 'DeclaredEdit');

type Screen = ComponentType & { preload?: () => Promise<unknown> };

/** A declared screen in its resource's context. */
function screen(declared: Declared, View: LazyScreen): Screen {
  const Mounted: Screen = () => (
    <ResourceContextProvider value={declared.name}>
      <View declared={declared} />
    </ResourceContextProvider>
  );
  Mounted.preload = View.preload;
  return Mounted;
}

/**
 * The list's query: page and limit, the filters set, and the sort only where the list
 * offers one (a list sorted by the gateway alone sends none: SPEC §7's surcharge list).
 */
export function declaredListQuery(declared: Declared) {
  const sortable = Object.values(declared.fields).some((f) => f.sortable);
  return ({ pagination, sort, filter }: GetListParams): Record<string, unknown> => ({
    page: pagination?.page ?? 1,
    limit: pagination?.perPage ?? declared.list.perPage,
    ...Object.fromEntries(Object.entries(filter ?? {}).filter(([, v]) => v !== undefined && v !== '' && v !== null)),
    ...(sortable && sort?.field ? { sort: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' } : {}),
  });
}

/** What the app adds to a declaration: its menu icon, and the screens it writes itself. */
export interface DeclaredExtras {
  icon?: ComponentType;
  /**
   * A bespoke screen in place of a generated one (`list`, `create`, `edit`): it is given the
   * declaration (`{ declared }`) in the resource's context, and takes its columns and inputs
   * from the declared fields (src/components/declared).
   */
  views?: Partial<Record<'list' | 'create' | 'edit', LazyScreen>>;
  /** More screens, at patterns under the resource's path (`':id'` for a show screen), also given the declaration. */
  more?: { path: string; view: LazyScreen }[];
  /** Other resources whose strings the screens show. */
  uses?: string[];
}

export function declaredResource(declared: Declared, extras: DeclaredExtras = {}): ResourceDefinition {
  const { name, crud, list, menu, screens } = declared;
  const views = { list: DeclaredList, create: DeclaredCreate, edit: DeclaredEdit, ...extras.views };
  return defineResource({
    name,
    crud: {
      getList: {
        route: crud.list,
        query: declaredListQuery(declared),
        read: (answer: Body) => ({ data: answer.data[declared.api.listKey], total: answer.data.total }),
      },
      getOne: { route: crud.get },
      create: { route: crud.create },
      update: { route: crud.update },
      ...('deleteMany' in crud ? { deleteMany: { route: crud.deleteMany } } : { delete: { route: crud.delete } }),
    },
    i18n: declared.strings,
    icon: extras.icon,
    recordRepresentation: Object.keys(declared.fields)[0],
    menu: false,
    listDefaults: { sort: list.sort, perPage: list.perPage },
    uses: [...(declared.uses ?? []), ...(extras.uses ?? [])],
    routes: [
      {
        path: screens.list,
        component: screen(declared, views.list),
        ...(menu ? { menu: { ...menu, icon: extras.icon } } : {}),
      },
      { path: screens.patterns.create, component: screen(declared, views.create) },
      { path: screens.patterns.edit, component: screen(declared, views.edit) },
      ...(extras.more ?? []).map(({ path, view }) => ({
        path: `${screens.list}/${path}`,
        component: screen(declared, view),
      })),
    ],
  });
}
