/** SPEC §2 sort options and page sizes offered in lists. */

export type SortOrder = 'ASC' | 'DESC';

export interface SortOption {
  id: string;
  field: string;
  order: SortOrder;
  key: string;
}

const option = (id: string, field: string, order: SortOrder): SortOption => ({
  id,
  field,
  order,
  key: `app.sort.${id}`,
});

export const SORT_OPTIONS: readonly SortOption[] = [
  option('title_asc', 'title', 'ASC'),
  option('title_desc', 'title', 'DESC'),
  option('created_desc', 'created_at', 'DESC'),
  option('created_asc', 'created_at', 'ASC'),
  option('inventory_asc', 'quantity', 'ASC'),
  option('inventory_desc', 'quantity', 'DESC'),
  option('price_asc', 'price', 'ASC'),
  option('price_desc', 'price', 'DESC'),
  option('total_orders_asc', 'total_orders', 'ASC'),
  option('total_orders_desc', 'total_orders', 'DESC'),
  option('customer_name_asc', 'name', 'ASC'),
  option('customer_name_desc', 'name', 'DESC'),
];

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export function sortOptionById(id: string): SortOption | undefined {
  return SORT_OPTIONS.find((o) => o.id === id);
}

/** The option matching a list's current sort (react-admin's `{ field, order }`), if any. */
export function sortOptionFor(sort: { field: string; order: string }): SortOption | undefined {
  return SORT_OPTIONS.find((o) => o.field === sort.field && o.order === sort.order.toUpperCase());
}
