/**
 * A form resolver whose schema (and zod) loads when the form is first used, not with the
 * screen: for forms of the first load (sign-in), where the page must come without zod.
 * `preload` starts loading early (on the first keystroke); validation waits for it.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver(load: () => Promise<Resolver<FieldValues>>): Resolver<FieldValues> & { preload: () => void } {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const get = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as Resolver<FieldValues> & { preload: () => void };
  resolver.preload = () => {
    get().catch(() => undefined);
  };
  return resolver;
}
