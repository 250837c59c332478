/** React.lazy for a named export: every screen loads on demand (SPEC §2). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType<any>> & {
  /** Starts loading the screen's code now (the screen a start opens: with the shell, not after it). */
  preload: () => Promise<unknown>;
};

export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
  const screen = lazy(async () => ({ default: (await once())[name] as ComponentType<any> })) as LazyScreen;
  screen.preload = once;
  return screen;
}
