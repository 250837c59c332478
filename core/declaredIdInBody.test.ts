/**
 * A declaration whose update names its record in the body (SPEC §7 Pages "PUT with a body"):
 * the update goes to the base path with the id under `idField`, required; its tags filter is
 * as long as a tag may be.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract, schemasOf } from './declaredContract';
import { tags, text } from './fields';
import { declareResource } from './resource';
import { fieldErrors } from './validation';

const note = declareResource({
  name: 'notes',
  table: 'note',
  path: '/online-store/notes',
  api: {
    base: '/note/api/{shop}',
    id: 'note_id',
    listKey: 'notes',
    delete: 'many',
    idField: '_id',
    partialUpdate: true,
    idInBody: true,
  },
  fields: {
    title: text({ rules: { required: true, maxLength: 71 } }),
    tags: tags({ rules: { maxLength: 51 }, filter: 'tag' }),
  },
  storage: { table: 'notes', since: '20261127' },
  list: { sort: { field: 'updated_at', order: 'DESC' }, perPage: 20 },
  menu: false,
  strings: { en: { name: 'Note |||| Notes' }, vi: { name: 'Ghi chú' } },
});

describe('an update named in its body (idInBody)', () => {
  it('is a PUT to the base path with no path parameter of its own', () => {
    const c = declaredContract(note);
    expect(`${c.update.method} ${c.update.path}`).toBe('PUT /note/api/{shop}');
    expect(c.update.params).toBeUndefined();
    expect(c.update.quirk).toMatch(/_id/);
    expect(`${c.get.method} ${c.get.path}`).toBe('GET /note/api/{shop}/{note_id}');
  });

  it('requires the id under idField and keeps it, with any subset of the fields', () => {
    const { update } = schemasOf(note);
    expect(update.parse({ _id: 'n1', title: 'Hi', version: 2 })).toEqual({ _id: 'n1', title: 'Hi', version: 2 });
    const missing = update.safeParse({ title: 'Hi' });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(Object.keys(fieldErrors(missing.error))).toEqual(['_id']);
  });

  it('filters by a tag no longer than a tag may be', () => {
    const { listQuery } = schemasOf(note);
    expect(listQuery.safeParse({ tag: 'x'.repeat(50) }).success).toBe(true);
    expect(listQuery.safeParse({ tag: 'x'.repeat(51) }).success).toBe(false);
  });
});
