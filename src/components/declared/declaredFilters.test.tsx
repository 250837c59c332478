/** A declared list's filters: search, a select per choice filter, a text input per tag filter (by its name). */
import { describe, expect, it } from 'vitest';
import { choice, tags, text } from '../../../core/fields';
import { declareResource } from '../../../core/resource';
import { declaredFilters } from './declaredFilters';

const shelf = declareResource({
  name: 'shelves',
  table: 'shelf',
  path: '/products/shelves',
  api: { base: '/shelf/api/{shop}', id: 'shelf_id', listKey: 'shelves', delete: 'many' },
  fields: {
    title: text({ search: true }),
    kind: choice(['wall', 'floor'], { filter: true }),
    labels: tags({ filter: 'label' }),
  },
  storage: { table: 'shelves', since: '20261127' },
  list: { sort: { field: 'title', order: 'ASC' }, perPage: 20 },
  menu: false,
  strings: { en: {}, vi: {} },
});

describe('declaredFilters', () => {
  it('offers the search, the choice filter and the tag filter by its own name', () => {
    const filters = declaredFilters(shelf, <span key="q" />);
    expect(filters.map((f) => f.key)).toEqual(['q', 'kind', 'label']);
    expect((filters[2].props as { source: string }).source).toBe('label');
  });
});
