import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../src/lib/sortOptions';
import { PRODUCT_SORT_OPTIONS, productExportQuery, productFilter, productListQuery } from './product.query';
import { ProductListQuery } from './product.schema';

describe('product list query', () => {
  it('offers the SPEC §2 sorts that apply to products: title, created, inventory, price', () => {
    expect(PRODUCT_SORT_OPTIONS.map((o) => o.id)).toEqual([
      'title_asc',
      'title_desc',
      'created_desc',
      'created_asc',
      'inventory_asc',
      'inventory_desc',
      'price_asc',
      'price_desc',
    ]);
    expect(SORT_OPTIONS.length).toBeGreaterThan(PRODUCT_SORT_OPTIONS.length);
  });

  it('every sort option gives a query the gateway accepts', () => {
    for (const o of PRODUCT_SORT_OPTIONS) {
      const query = productListQuery({
        pagination: { page: 1, perPage: 20 },
        sort: { field: o.field, order: o.order },
        filter: {},
      });
      expect(ProductListQuery.safeParse(query).success, o.id).toBe(true);
      expect(query.order).toBe(o.order.toLowerCase());
    }
  });

  it('keeps only the known filters, trimmed, without blanks', () => {
    expect(productFilter({ q: ' mug ', status: '', vendor: null, tag: 'kitchen', other: 'x' })).toEqual({
      q: 'mug',
      tag: 'kitchen',
    });
  });

  it('exports the same filters and sort, with isExport and no paging', () => {
    expect(productExportQuery({ sort: { field: 'price', order: 'ASC' }, filter: { status: 'active' } })).toEqual({
      sort: 'price',
      order: 'asc',
      status: 'active',
      isExport: 'true',
    });
  });
});
