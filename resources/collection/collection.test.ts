import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { declaredListQuery } from '../../src/components/declared/declaredResource';
import { collection } from './collection.resource';
import { collectionTree } from './collection.tree';

const query = declaredListQuery(collection);

describe('collection list query', () => {
  it('sends the sorts the gateway knows and A-Z for any other', () => {
    expect(
      query({ pagination: { page: 2, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} }),
    ).toEqual({ page: 2, limit: 20, sort: 'created_at', order: 'desc' });
    const fallback = query({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: ' ' },
    });
    expect(fallback).toEqual({ page: 1, limit: 25, sort: 'title', order: 'asc' });
    expect(declaredContract(collection).list.query!.safeParse(fallback).success).toBe(true);
  });

  it('never asks for more than the gateway serves in one page', () => {
    expect(
      query({ pagination: { page: 1, perPage: 1000 }, sort: { field: 'title', order: 'ASC' }, filter: {} }).limit,
    ).toBe(500);
  });

  it('lists the top level with parent=root', () => {
    expect(
      query({
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'title', order: 'ASC' },
        filter: { parent: 'root' },
      }),
    ).toMatchObject({ parent: 'root' });
  });
});

describe('collection tree', () => {
  it('nests collections under their parent; an unknown parent is a root', () => {
    const tree = collectionTree([
      { id: 'a', title: 'Home', parent: null },
      { id: 'b', title: 'Kitchen', parent: 'a' },
      { id: 'c', title: 'Mugs', parent: 'b' },
      { id: 'd', title: 'Orphan', parent: 'gone' },
    ]);
    expect(tree.map((n) => n.item.id)).toEqual(['a', 'd']);
    expect(tree[0].children[0].item.id).toBe('b');
    expect(tree[0].children[0].children[0].item.id).toBe('c');
  });
});
