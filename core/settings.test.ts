/**
 * A declared settings record: its calls (get and update at one path, versioned unless said
 * otherwise, the update named and sent as SPEC §7 says), the body and answer made from its
 * fields (wrapped under a key, partial, with the meta of versioned ones), and rows without ids
 * with a rule over some of their columns.
 */
import { describe, expect, it } from 'vitest';
import { boolean, country, number, rows, tags, text } from './fields';
import { declareSettings, isSettings } from './settings';
import { settingsContract, settingsSchemasOf } from './settingsContract';
import { fieldErrors } from './validation';

const strings = { en: { name: 'Levy |||| Levies' }, vi: { name: 'Thuế' } };

const levy = declareSettings({
  name: 'levies',
  table: 'levy',
  path: '/setting/levies',
  api: { base: '/levy/api/{shop}' },
  fields: {
    on: boolean(),
    rates: rows(
      {
        country_code: country({ rules: { required: true } }),
        region: text({ rules: { maxLength: 11 } }),
        rate: number({ rules: { required: true, atLeast: 0 } }),
      },
      { ids: false, unique: { columns: ['country_code', 'region'], message: 'app.validation.duplicate' } },
    ),
  },
  storage: { table: 'levies', since: '20261126' },
  menu: false,
  strings,
});

const switches = declareSettings({
  name: 'switches',
  table: 'switch',
  path: '/setting/switches',
  api: { base: '/switch/api/{shop}', key: 'switches', versioned: false, partial: true },
  fields: {
    a: boolean({ default: true }),
    b: boolean(),
    count: number({ readOnly: true }),
  },
  storage: { key: 'switches' },
  menu: false,
  strings,
});

const words = declareSettings({
  name: 'words',
  table: 'word',
  path: '/setting/words',
  api: {
    base: '/word/api/{shop}/words',
    versioned: false,
    update: { name: 'save', method: 'POST', addShopId: true },
    more: { clear: { method: 'DELETE', path: '/word/api/{shop}/clear', bodyKind: 'none' } },
  },
  fields: { words: tags() },
  storage: { key: 'words' },
  menu: false,
  strings,
});

const errors = (body: unknown) => {
  const result = settingsContract(levy).update.body.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe('a declared settings record', () => {
  it('is read and saved at one path, with the version read unless it says otherwise', () => {
    expect(isSettings(levy)).toBe(true);
    expect(levy.routes.get).toMatchObject({ id: 'levy.get', method: 'GET', path: '/levy/api/{shop}' });
    expect(levy.routes.update).toMatchObject({ id: 'levy.update', method: 'PUT', versioned: true });
    expect(switches.routes.update).not.toHaveProperty('versioned');
    expect(settingsContract(levy).update.errors).toEqual([409]);
  });

  it('names and sends its update as SPEC §7 says, and keeps its other calls whole', () => {
    expect(words.routes.save).toMatchObject({ id: 'word.save', method: 'POST', addShopId: true });
    expect(words.calls.update).toBe(words.routes.save);
    expect(words.routes.clear).toMatchObject({ id: 'word.clear', path: '/word/api/{shop}/clear', bodyKind: 'none' });
    expect(settingsContract(words).update.body.parse({ words: ['a'], shop_id: 's1' })).toEqual({
      words: ['a'],
      shop_id: 's1',
    });
  });

  it('answers versioned settings with shop_id, version and updated_at (null before the first save)', () => {
    const answer = settingsContract(levy).get.response;
    const data = { shop_id: 's1', on: false, rates: [], version: 0, updated_at: null };
    expect(answer.parse({ data })).toEqual({ data });
    expect(answer.safeParse({ data: { on: false, rates: [] } }).success).toBe(false);
  });

  it('keeps rows without ids, an empty column as null, and refuses a second row alike on its last column', () => {
    expect(settingsContract(levy).update.body.parse({ rates: [{ country_code: 'us', rate: '7' }] })).toEqual({
      on: false,
      rates: [{ country_code: 'US', region: null, rate: 7 }],
    });
    expect(
      errors({
        rates: [
          { country_code: 'US', rate: 1 },
          { country_code: 'CA', region: 'QC', rate: 1 },
          { country_code: 'us', region: ' ', rate: 2 },
          { country_code: 'CA', region: 'qc', rate: 2 },
        ],
      }),
    ).toEqual({
      'rates.2.region': { message: 'app.validation.duplicate' },
      'rates.3.region': { message: 'app.validation.duplicate' },
    });
    expect(errors({ rates: [{ country_code: 'US', rate: -1 }] })).toEqual({
      'rates.0.rate': { message: 'app.validation.atLeast', args: { n: 0 } },
    });
  });

  it('wraps its values under its key, the computed ones beside, and a partial update keeps what it does not name', () => {
    const { body, record, form } = settingsSchemasOf(switches);
    expect(body.parse({ switches: { b: true } })).toEqual({ switches: { b: true } });
    expect(body.safeParse({ switches: { b: 'yes' } }).success).toBe(false);
    expect(record.parse({ switches: { a: true, b: false }, count: 3 })).toEqual({
      switches: { a: true, b: false },
      count: 3,
    });
    expect(form.parse({})).toEqual({ a: true, b: false });
  });
});
