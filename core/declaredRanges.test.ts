/**
 * Rules of a declaration beyond one value's: text matching a pattern, a range's upper end not
 * under its lower end (0 is a value), and a group with a default (always a value, every part
 * answered), in the create and update bodies and the answer.
 */
import { describe, expect, it } from 'vitest';
import { schemasOf } from './declaredContract';
import { boolean, group, number, text } from './fields';
import { declareResource } from './resource';
import { fieldErrors } from './validation';

const gauge = declareResource({
  name: 'gauges',
  table: 'gauge',
  path: '/setting/gauges',
  api: { base: '/gauge/api/{shop}', id: 'gauge_id', listKey: 'gauges', delete: 'one', partialUpdate: true },
  fields: {
    code: text({ rules: { required: true, pattern: /^[a-z][a-z0-9_]*$/ } }),
    bounds: group(
      { strict: boolean(), low: number(), high: number({ rules: { rangeFrom: 'low' } }) },
      { default: { strict: false, low: null, high: null } },
    ),
  },
  storage: { table: 'gauges', since: '20261201' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 50 },
  menu: false,
  strings: { en: {}, vi: {} },
});

const { body, update, record } = schemasOf(gauge);
const errors = (schema: typeof body | typeof update, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('rules.pattern', () => {
  it('refuses text that does not match, once trimmed; blank is the required rule’s', () => {
    expect(errors(body, { code: 'Has Space' })).toEqual({ code: { message: 'app.validation.invalid' } });
    expect(body.parse({ code: ' ok_1 ' }).code).toBe('ok_1');
    expect(errors(body, { code: ' ' })).toEqual({ code: { message: 'app.validation.required' } });
  });
});

describe('rules.rangeFrom', () => {
  it('refuses an upper end under the lower one, on the upper end; 0 is a value, blank passes', () => {
    const invalid = { 'bounds.high': { message: 'app.validation.invalid' } };
    expect(errors(body, { code: 'a', bounds: { low: 5, high: 1 } })).toEqual(invalid);
    expect(errors(body, { code: 'a', bounds: { low: 1, high: 0 } })).toEqual(invalid);
    expect(errors(body, { code: 'a', bounds: { low: -1, high: -2 } })).toEqual(invalid);
    expect(errors(update, { bounds: { low: '5', high: '1' } })).toEqual(invalid);
    expect(errors(body, { code: 'a', bounds: { low: 1, high: 1 } })).toEqual({});
    expect(errors(body, { code: 'a', bounds: { low: 5, high: '' } })).toEqual({});
    expect(errors(body, { code: 'a', bounds: { high: 1 } })).toEqual({});
  });
});

describe('a group with a default', () => {
  it('is the default when none is sent, its parts completed when some are, and never none', () => {
    expect(body.parse({ code: 'a' }).bounds).toEqual({ strict: false, low: null, high: null });
    expect(body.parse({ code: 'a', bounds: { high: 3 } }).bounds).toEqual({ strict: false, low: null, high: 3 });
    expect(errors(body, { code: 'a', bounds: null })).toHaveProperty('bounds');
    // A partial update leaves it alone when it sends none, and cannot clear it.
    expect(update.parse({ code: 'a' })).not.toHaveProperty('bounds');
    expect(errors(update, { bounds: null })).toHaveProperty('bounds');
  });

  it('is answered with every part, never as none', () => {
    const at = '2026-12-01T00:00:00.000Z';
    const meta = { id: 'g', shop_id: 's', version: 0, created_at: at, updated_at: at, code: 'a' };
    expect(record.safeParse({ ...meta, bounds: { strict: true, low: null, high: 2 } }).success).toBe(true);
    expect(record.safeParse({ ...meta, bounds: { strict: true } }).success).toBe(false);
    expect(record.safeParse({ ...meta, bounds: null }).success).toBe(false);
  });
});
