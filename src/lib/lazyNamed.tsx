/** React.lazy for a named export: every screen loads on demand (SPEC §2). */
import { lazy, type ComponentType } from 'react';

export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> }));
}
