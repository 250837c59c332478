/** Which optional strings a declared resource has (a help line, a list title), in the UI language. */
import { useTranslate } from 'react-admin';
import type { Declared } from '../../../core/resource';

export function useDeclaredStrings(declared: Pick<Declared, 'name'>) {
  const translate = useTranslate();
  const key = (name: string) => `resources.${declared.name}.${name}`;
  // polyglot answers the key itself for a missing one.
  return { key, has: (name: string) => translate(key(name), { _: '' }) !== '' };
}
