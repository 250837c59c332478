/**
 * The collection list's query (SPEC §7 GET …/category with query params): paging, the
 * sorts the gateway knows (title, created), search and parent (`root` = top level).
 * No React here.
 */
import type { GetListParams } from 'ra-core';

export const COLLECTION_SORT_FIELDS = ['title', 'created_at'] as const;
/** `parent=root` lists collections without a parent. */
export const ROOT_PARENT = 'root';
export const COLLECTION_LIST_LIMIT = 500;

export function collectionListQuery({
  pagination,
  sort,
  filter,
}: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const known = sort && (COLLECTION_SORT_FIELDS as readonly string[]).includes(sort.field);
  const query: Record<string, string | number> = {
    page: pagination?.page ?? 1,
    limit: Math.min(pagination?.perPage ?? 50, COLLECTION_LIST_LIMIT),
    sort: known ? sort.field : 'title',
    order: known && sort.order === 'DESC' ? 'desc' : 'asc',
  };
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  if (q) query.q = q;
  if (filter?.parent) query.parent = String(filter.parent);
  return query;
}

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
