/** React.lazy for a named export: every screen loads on demand (SPEC §2). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's props are its own (a dialog's, a route's none)
type Screen = ComponentType<any>;

export type LazyScreen = LazyExoticComponent<Screen> & {
  /** Starts loading the screen's code now (the screen a start opens: with the shell, not after it). */
  preload: () => Promise<unknown>;
};

export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  let loading: Promise<M> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const screen = lazy(async () => ({ default: (await once())[name] as Screen })) as LazyScreen;
  screen.preload = once;
  return screen;
}
