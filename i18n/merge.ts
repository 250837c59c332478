/** Deep merge of message trees; a later tree wins on a leaf. */
export type Tree = { [key: string]: string | Tree };

export function mergeTrees(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
    }
  }
  return out;
}

/** Every leaf key of a tree, dotted. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
