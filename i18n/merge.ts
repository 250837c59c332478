/** Message trees (merged with react-admin's mergeTranslations). */
export type Tree = { [key: string]: string | Tree };

/** Every leaf key of a tree, dotted. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
