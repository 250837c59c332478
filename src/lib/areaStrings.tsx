/**
 * Strings load with their area (issue 16). A resource declaration names its strings lazily
 * (`i18n: () => import('./product.i18n').then((m) => m.productMessages)`); until they are
 * here the shell shows what it carries for the resource (its name, menu labels:
 * i18n/shell.*.generated.ts). Its screens wait for that file (and the files of the resources
 * their screens also name, `uses`) before they render, in tests and dev as in the build.
 * A declaration with its whole messages (`i18n: shopMessages`) loads nothing.
 */
import { use, useEffect, type ComponentType } from 'react';
import type { Messages, ResourceDefinition } from './defineResource';

const full = new Map<string, Messages>();
const pending = new Map<string, Promise<void>>();
let onLoaded: () => Promise<void> = async () => undefined;

/** The i18n provider rebuilds its messages when an area's strings arrive. */
export function onAreaStrings(rebuild: () => Promise<void>): void {
  onLoaded = rebuild;
}

/**
 * A resource's whole messages when known now: given whole, or loaded; undefined while its
 * lazily named file has not loaded (the shell then shows its own part: i18n/i18nProvider.ts).
 */
export const resourceMessages = (resource: ResourceDefinition): Messages | undefined =>
  typeof resource.i18n === 'function' ? full.get(resource.name) : resource.i18n;

/** Runs `load` once for `key` while it is pending: a second caller waits for the same load. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let loading = pending.get(key);
  if (!loading) {
    loading = load().finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

function loadOne(resource: ResourceDefinition): Promise<void> | undefined {
  const load = resource.i18n;
  if (typeof load !== 'function' || full.has(resource.name)) return undefined;
  return once(resource.name, () =>
    load().then((messages) => {
      full.set(resource.name, messages);
    }),
  );
}

/** Loads the strings of `resource` and of those it `uses`; undefined when all are here. */
export function ensureAreaStrings(resource: ResourceDefinition, all: ResourceDefinition[]): Promise<void> | undefined {
  const wanted = [resource, ...(resource.uses ?? []).map((name) => all.find((r) => r.name === name))];
  const loading = wanted.map((r) => (r ? loadOne(r) : undefined)).filter((p): p is Promise<void> => !!p);
  // One rebuild of the messages for all the files a screen waits for, not one per file.
  return loading.length ? Promise.all(loading).then(() => onLoaded()) : undefined;
}

/** Every resource's strings at once (tests and scripts that read every message). */
export async function loadAreaStrings(resources: ResourceDefinition[]): Promise<void> {
  await Promise.all(resources.map(loadOne));
  await onLoaded();
}

/**
 * The strings of screens outside any resource (sign-in, account, dashboard, shops): `app.*`
 * trees, named lazily like a resource's, so they load with their screens and the shell's
 * first load carries none of them (scripts/strings.ts leaves them out).
 */
export interface ScreenStrings {
  name: string;
  load: () => Promise<Messages>;
  /** Rooted at the top level (react-admin's own `ra.*` keys), not under `app`. */
  root?: boolean;
}
const screens = new Map<string, Messages>();
const rooted = new Map<string, Messages>();

/** The screens' strings loaded so far (the i18n provider merges them under `app`). */
export const loadedScreenStrings = (): Messages[] => [...screens.values()];
/** The rooted ones (`root`), merged at the top level. */
export const loadedRootStrings = (): Messages[] => [...rooted.values()];

/** Screens whose strings the provider has merged (a rebuild after their load has finished). */
const merged = new Set<string>();

function loadScreen({ name, load, root }: ScreenStrings): Promise<void> | undefined {
  if (merged.has(name)) return undefined;
  // Ready once the provider has rebuilt with them: a screen preloaded before it rendered
  // (the sign-in at a start) must not render with the messages of before.
  return once(`screen:${name}`, () =>
    load()
      .then((messages) => {
        (root ? rooted : screens).set(name, messages);
        return onLoaded();
      })
      .then(() => {
        merged.add(name);
      }),
  );
}

/** Loads the strings of these screens; undefined when all are here. */
export function ensureScreenStrings(wanted: ScreenStrings[]): Promise<void> | undefined {
  const loading = wanted.map(loadScreen).filter((p): p is Promise<void> => !!p);
  return loading.length ? Promise.all(loading).then(() => undefined) : undefined;
}

type Screen = ComponentType & { preload?: () => Promise<unknown> };

function withStrings(Screen: Screen, strings: () => Promise<void> | undefined): Screen {
  const Wrapped: Screen = (props: object) => {
    const loading = strings();
    if (loading) use(loading);
    return <Screen {...props} />;
  };
  Wrapped.displayName = `WithStrings(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  Wrapped.preload = () => Promise.all([Screen.preload?.(), strings()]);
  return Wrapped;
}

/** A screen outside any resource that waits for its strings (`strings`) before it renders. */
export const withScreenStrings = <S extends Screen>(screen: S, strings: ScreenStrings[]): S =>
  withStrings(screen, () => ensureScreenStrings(strings)) as S;

/**
 * A part that shows these strings wherever it is (the History panel): asks for them once
 * mounted. Resource screens have them before they render (`withAreaStrings`' `shared`); a
 * screen elsewhere shows the part's texts when they arrive (the provider rebuilds).
 */
export function useScreenStrings(wanted: ScreenStrings[]): void {
  useEffect(() => {
    void ensureScreenStrings(wanted);
    // The strings wanted are module constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The declarations with every screen waiting for its area's strings, and for the `shared`
 * strings parts of many areas' screens show (the History panel's), loaded beside them.
 */
export function withAreaStrings(resources: ResourceDefinition[], shared: ScreenStrings[] = []): ResourceDefinition[] {
  return resources.map((resource) => {
    const strings = () => {
      const loading = [ensureAreaStrings(resource, resources), ensureScreenStrings(shared)].filter((p) => !!p);
      return loading.length ? Promise.all(loading).then(() => undefined) : undefined;
    };
    const wrap = <T extends Screen | undefined>(screen: T): T =>
      screen ? (withStrings(screen, strings) as T) : screen;
    return {
      ...resource,
      list: wrap(resource.list),
      create: wrap(resource.create),
      edit: wrap(resource.edit),
      show: wrap(resource.show),
      routes: resource.routes?.map((route) => ({ ...route, component: wrap(route.component) })),
    };
  });
}
