/** A declared resource's form schemas (zod, made from its fields once): loaded with its form, never with the shell. */
import { schemasOf } from '../../../core/declaredContract';
import type { Declared } from '../../../core/resource';
import { zodResolver } from '../../lib/zodResolver';

const made = new WeakMap<
  Declared,
  { create: ReturnType<typeof zodResolver>; update: ReturnType<typeof zodResolver> }
>();

export function declaredResolvers(declared: Declared) {
  let found = made.get(declared);
  if (!found) {
    const { body, update } = schemasOf(declared);
    found = { create: zodResolver(body), update: zodResolver(update) };
    made.set(declared, found);
  }
  return found;
}
