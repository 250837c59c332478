/**
 * How an update named in its body travels (SPEC §7 Pages): the declared fields the form holds
 * (never the id, shop or dates it read), the id under `idField`, and the version it was read at.
 */
import { describe, expect, it } from 'vitest';
import { text } from '../../../core/fields';
import { declareResource } from '../../../core/resource';
import { updateBody } from './declaredResource';

const declare = (idInBody: boolean) =>
  declareResource({
    name: 'notes',
    table: 'note',
    path: '/online-store/notes',
    api: { base: '/note/api/{shop}', id: 'note_id', listKey: 'notes', delete: 'many', idField: '_id', idInBody },
    fields: { title: text(), handle: text(), count: text({ readOnly: true }) },
    storage: { table: 'notes', since: '20261127' },
    list: { sort: { field: 'updated_at', order: 'DESC' }, perPage: 20 },
    menu: false,
    strings: { en: {}, vi: {} },
  });

describe('updateBody', () => {
  it('sends the declared fields, the id under idField and the version read', () => {
    const body = updateBody(declare(true))!;
    const read = { id: 'n1', _id: 'n1', shop_id: 's', title: 'A', handle: 'a', count: '3', version: 4 };
    expect(body({ id: 'n1', data: { ...read, title: 'B' }, previousData: read })).toEqual({
      title: 'B',
      handle: 'a',
      _id: 'n1',
      version: 4,
    });
  });

  it('leaves the body to the dataProvider where the id is in the path', () => {
    expect(updateBody(declare(false))).toBeUndefined();
  });
});
