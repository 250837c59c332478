/**
 * A create that answers something once (`api.created`: an access token kept only as its hash):
 * the create's answer carries it, the record as the list (or another call) answers it does not.
 * A declaration with only a list and a create (`delete: 'none'`, `without` get and update) has
 * those two calls. A choices field may fail "none chosen" with its own message.
 */
import { describe, expect, it } from 'vitest';
import { bodyOf, declaredContract, schemasOf } from './declaredContract';
import { choices, text } from './fields';
import { declareResource } from './resource';
import { fieldErrors } from './validation';

const key = declareResource({
  name: 'keys',
  table: 'key',
  path: '/setting/keys',
  api: {
    base: '/key/api/{shop}/keys',
    id: 'id',
    listKey: 'keys',
    delete: 'none',
    addShopId: false,
    without: ['get', 'update'],
    created: { secret: text({ rules: { required: true } }) },
  },
  fields: { name: text({ rules: { required: true } }), hint: text({ readOnly: true }) },
  storage: { table: 'keys', since: '20261127', versioned: false },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 50 },
  menu: false,
  strings: { en: { name: 'Key |||| Keys' }, vi: { name: 'Khoá' } },
});

const record = { id: 'k1', shop_id: 's', name: 'ERP', hint: 'sk_1', created_at: '2026-11-27T00:00:00.000Z' };

describe('a create answering a value this once (api.created)', () => {
  const made = declaredContract(key);

  it('has only a list and a create', () => {
    expect(Object.keys(key.crud).sort()).toEqual(['create', 'list']);
    expect(Object.keys(made).sort()).toEqual(['create', 'list']);
  });

  it('answers the value with the created record, and requires it there', () => {
    const answer = { data: { ...record, secret: 'sk_123' } };
    expect(made.create.response.parse(answer)).toEqual(answer);
    expect(made.create.response.safeParse({ data: record }).success).toBe(false);
    expect(made.create.summary).toContain('the answer carries secret, this once');
  });

  it('leaves it out of the record the other calls answer', () => {
    const listed = made.list.response.parse({
      data: { keys: [{ ...record, secret: 'sk_123' }], total: 1, page: 1, limit: 50 },
    });
    expect(listed.data.keys[0]).toEqual(record);
    expect(schemasOf(key).record.parse({ ...record, secret: 'sk_123' })).toEqual(record);
  });

  it('takes no such value in the body', () => {
    expect(schemasOf(key).body.parse({ name: 'ERP', secret: 'mine' })).toEqual({ name: 'ERP' });
  });
});

describe('a required choices field with its own message', () => {
  const fields = {
    scopes: choices(['read', 'write'], { rules: { required: true, requiredMessage: 'app.validation.list' } }),
  };

  it('fails none chosen with it, an unknown one as ever', () => {
    const body = bodyOf(fields);
    expect(fieldErrors(body.safeParse({ scopes: [] }).error!)).toEqual({ scopes: { message: 'app.validation.list' } });
    expect(fieldErrors(body.safeParse({ scopes: ['all'] }).error!)).toMatchObject({
      'scopes.0': { message: 'app.validation.invalid' },
    });
    expect(body.parse({ scopes: ['write', 'write'] })).toEqual({ scopes: ['write'] });
  });
});
