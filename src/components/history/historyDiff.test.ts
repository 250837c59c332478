import { describe, expect, it } from 'vitest';
import { changedFields, isLongText, plainText, textDiff } from './historyDiff';

describe('history diff', () => {
  it('lists the changed fields, leaving out bookkeeping', () => {
    const before = { id: 'p1', title: 'Mug', price: 12, tags: ['a'], version: 0, updated_at: 'x' };
    const after = { id: 'p1', title: 'Mug', price: 15, tags: ['a', 'b'], version: 1, updated_at: 'y', sku: 'M1' };
    expect(changedFields(before, after)).toEqual([
      { field: 'price', before: 12, after: 15 },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'sku', before: undefined, after: 'M1' },
    ]);
    // A record's first version: every field it has is a change from nothing.
    expect(changedFields(null, { title: 'Mug' })).toEqual([{ field: 'title', before: undefined, after: 'Mug' }]);
  });

  it('diffs rich text by its words', () => {
    const before = plainText('<p>A white mug</p>');
    const after = plainText('<p>A blue mug, <b>glazed</b></p>');
    expect(textDiff(before, after)).toEqual([
      { text: 'A ' },
      { text: 'white', change: 'removed' },
      { text: 'blue', change: 'added' },
      { text: ' ' },
      { text: 'mug', change: 'removed' },
      { text: 'mug, glazed', change: 'added' },
    ]);
    expect(isLongText({ field: 'description', before: '<p>x</p>', after: '' })).toBe(true);
    expect(isLongText({ field: 'title', before: 'Mug', after: 'Cup' })).toBe(false);
  });
});
