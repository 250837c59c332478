/**
 * A form resolver whose schema (and zod) loads when the form is first used, not with the
 * screen: for forms of the first load (sign-in), where the page must come without zod.
 * `preload` starts loading early (on the first keystroke); validation waits for it.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

/** Any form's values: the schema behind it decides (a `Resolver<FieldValues>` would not fit a form typed by its defaults). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResolver = Resolver<any>;

export function lazyResolver(load: () => Promise<Resolver<FieldValues>>): AnyResolver & { preload: () => void } {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as AnyResolver & {
    preload: () => void;
  };
  resolver.preload = () => {
    get().catch(() => undefined);
  };
  return resolver;
}
