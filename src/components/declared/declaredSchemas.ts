/** A declared resource's form schemas (zod, made from its fields once): loaded with its form, never with the shell. */
import { schemasOf } from '../../../core/declaredContract';
import type { Fields } from '../../../core/fields';
import type { Api, Declared } from '../../../core/resource';
import { zodResolver } from '../../lib/zodResolver';

const made = new WeakMap<
  Declared,
  { create: ReturnType<typeof zodResolver>; update: ReturnType<typeof zodResolver> }
>();

/** Any declaration (one whose `api.without` leaves calls out too). */
export function declaredResolvers<F extends Fields, A extends Api>(typed: Declared<F, A>) {
  const declared = typed as unknown as Declared;
  let found = made.get(declared);
  if (!found) {
    const { body, update } = schemasOf(declared);
    found = { create: zodResolver(body), update: zodResolver(update) };
    made.set(declared, found);
  }
  return found;
}
