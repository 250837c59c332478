import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, SORT_OPTIONS, sortOptionById, sortOptionFor } from './sortOptions';

describe('list sort options (SPEC §2)', () => {
  it.each([
    ['title A-Z', 'title_asc', 'title', 'ASC'],
    ['title Z-A', 'title_desc', 'title', 'DESC'],
    ['created, newest first', 'created_desc', 'created_at', 'DESC'],
    ['created, oldest first', 'created_asc', 'created_at', 'ASC'],
    ['inventory ascending', 'inventory_asc', 'quantity', 'ASC'],
    ['inventory descending', 'inventory_desc', 'quantity', 'DESC'],
    ['price ascending', 'price_asc', 'price', 'ASC'],
    ['price descending', 'price_desc', 'price', 'DESC'],
    ['total orders ascending', 'total_orders_asc', 'total_orders', 'ASC'],
    ['total orders descending', 'total_orders_desc', 'total_orders', 'DESC'],
    ['customer name A-Z', 'customer_name_asc', 'name', 'ASC'],
    ['customer name Z-A', 'customer_name_desc', 'name', 'DESC'],
  ])('offers %s', (_name, id, field, order) => {
    expect(sortOptionById(id)).toEqual({ id, field, order, key: `app.sort.${id}` });
  });

  it('offers exactly the twelve SPEC options, each once', () => {
    expect(SORT_OPTIONS).toHaveLength(12);
    expect(new Set(SORT_OPTIONS.map((o) => o.id)).size).toBe(12);
    expect(new Set(SORT_OPTIONS.map((o) => `${o.field} ${o.order}`)).size).toBe(12);
  });

  it('finds the option matching the current list sort', () => {
    expect(sortOptionFor({ field: 'price', order: 'DESC' })?.id).toBe('price_desc');
    expect(sortOptionFor({ field: 'price', order: 'asc' })?.id).toBe('price_asc');
    expect(sortOptionFor({ field: 'vendor', order: 'ASC' })).toBeUndefined();
  });

  it('has no option for an unknown id', () => {
    expect(sortOptionById('random')).toBeUndefined();
  });
});

describe('page sizes', () => {
  it('offers 10, 20, 50 and 100 rows per page', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
  });
});
