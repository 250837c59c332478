import { describe, expect, it } from 'vitest';
import { newDraft, OPERATIONS_BY_FIELD, toChange } from './product.bulk';
import { BulkUpdateBody } from './product.schema';

describe('bulk update formulas', () => {
  it('turns "+10 % on price" into the change the gateway accepts', () => {
    const result = toChange({ field: 'price', operation: 'add_percent', value: '10' });
    expect(result).toEqual({ change: { field: 'price', operation: 'add_percent', value: 10 } });
    if ('change' in result)
      expect(BulkUpdateBody.safeParse({ ids: ['p1'], changes: [result.change] }).success).toBe(true);
  });

  it('offers set, amounts and percents for prices; no percent for quantities; add or remove for tags', () => {
    expect(OPERATIONS_BY_FIELD.price).toContain('subtract_percent');
    expect(OPERATIONS_BY_FIELD.quantity).not.toContain('add_percent');
    expect(OPERATIONS_BY_FIELD.tags).toEqual(['add_tags', 'remove_tags', 'set']);
    expect(OPERATIONS_BY_FIELD.status).toEqual(['set']);
  });

  it('refuses a blank, negative or fractional quantity', () => {
    expect(toChange({ field: 'price', operation: 'set', value: ' ' })).toEqual({ error: 'app.validation.required' });
    expect(toChange({ field: 'price', operation: 'set', value: '-1' })).toEqual({
      error: 'app.validation.atLeast',
      args: { n: 0 },
    });
    expect(toChange({ field: 'quantity', operation: 'add', value: '1.5' })).toEqual({
      error: 'app.validation.integer',
    });
    expect(toChange({ field: 'price', operation: 'set', value: 'ten' })).toEqual({ error: 'app.validation.number' });
  });

  it('sends tags as a trimmed list and needs at least one', () => {
    expect(toChange({ field: 'tags', operation: 'add_tags', value: [' sale ', ''] })).toEqual({
      change: { field: 'tags', operation: 'add_tags', value: ['sale'] },
    });
    expect(toChange(newDraft('tags'))).toEqual({ error: 'app.validation.list' });
  });

  it('a new status change starts valid (active)', () => {
    expect(toChange(newDraft('status'))).toEqual({ change: { field: 'status', operation: 'set', value: 'active' } });
  });
});
