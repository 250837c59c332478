/** Collections as a tree by parent (the list's Tree tab). No React here. */

export type CollectionNode<T> = {
  item: T;
  children: CollectionNode<T>[];
};

/** Collections as a tree by parent; one whose parent is not in the list is a root. */
export function collectionTree<T extends { id: string | number; parent?: string | null }>(
  items: T[],
): CollectionNode<T>[] {
  const nodes = new Map(items.map((item) => [String(item.id), { item, children: [] as CollectionNode<T>[] }]));
  const roots: CollectionNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parent ? nodes.get(String(node.item.parent)) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
