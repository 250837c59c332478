/**
 * The product list's query (SPEC §7 GET /product-2/api/{shop}): page, limit, the §2 sort
 * options the gateway sorts by, search and the four filters. Empty filters are left out
 * so the URL says only what the merchant chose. The export sends the same filters and
 * sort with isExport and no paging. No React here.
 */
import type { GetListParams } from 'ra-core';
import { SORT_OPTIONS } from '../../src/lib/sortOptions';

export const PRODUCT_FILTERS = ['q', 'status', 'vendor', 'tag', 'collection'] as const;
export type ProductFilter = Partial<Record<(typeof PRODUCT_FILTERS)[number], string>>;

/** Fields the product list sorts by (the gateway's enum). */
export const PRODUCT_SORT_FIELDS = ['title', 'created_at', 'quantity', 'price'] as const;
/** The SPEC §2 sort options that apply to products. */
export const PRODUCT_SORT_OPTIONS = SORT_OPTIONS.filter((o) =>
  (PRODUCT_SORT_FIELDS as readonly string[]).includes(o.field),
);
export const PRODUCT_DEFAULT_SORT = { field: 'created_at', order: 'DESC' as const };
/** The list's first page size (SPEC §2 page sizes). */
export const PRODUCT_PER_PAGE = 20;

/** Only the known filters, without blanks. */
export function productFilter(filter: Record<string, unknown> | undefined): ProductFilter {
  const out: ProductFilter = {};
  for (const key of PRODUCT_FILTERS) {
    const value = filter?.[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') out[key] = String(value).trim();
  }
  return out;
}

function sortQuery(sort: GetListParams['sort'] | undefined) {
  const field =
    sort && (PRODUCT_SORT_FIELDS as readonly string[]).includes(sort.field) ? sort.field : PRODUCT_DEFAULT_SORT.field;
  const order = (sort && sort.field === field ? sort.order : PRODUCT_DEFAULT_SORT.order) === 'ASC' ? 'asc' : 'desc';
  return { sort: field, order };
}

export function productListQuery({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  return {
    page: pagination?.page ?? 1,
    limit: pagination?.perPage ?? 20,
    ...sortQuery(sort),
    ...productFilter(filter),
  };
}

/** SPEC §7: export is the list call with isExport and a blob answer. */
export function productExportQuery({ sort, filter }: Pick<GetListParams, 'sort' | 'filter'>) {
  return { ...sortQuery(sort), ...productFilter(filter), isExport: 'true' as const };
}
