/**
 * How a settings screen's record travels: getOne reads the answer's values out of their key
 * (the computed ones beside) as the shop's one record; update sends the declared fields, under
 * their key again, with the version read where the settings are versioned.
 */
import { describe, expect, it } from 'vitest';
import { boolean, number, text } from '../../../core/fields';
import { declareSettings } from '../../../core/settings';
import { settingsBody, settingsRecord } from './declaredSettingsResource';

const strings = { en: {}, vi: {} };
const plain = declareSettings({
  name: 'plains',
  table: 'plain',
  path: '/setting/plain',
  api: { base: '/plain/api/{shop}' },
  fields: { on: boolean(), note: text() },
  storage: { table: 'plains', since: '20261126' },
  menu: false,
  strings,
});
const wrapped = declareSettings({
  name: 'wrapped',
  table: 'wrapped',
  path: '/setting/wrapped',
  api: { base: '/wrapped/api/{shop}', key: 'channels', versioned: false },
  fields: { on: boolean(), count: number({ readOnly: true }) },
  storage: { key: 'wrapped' },
  menu: false,
  strings,
});

describe('a settings screen', () => {
  it('reads the values out of their key, the computed ones beside', () => {
    expect(settingsRecord(wrapped, { channels: { on: true }, count: 3 })).toEqual({ on: true, count: 3 });
    expect(settingsRecord(plain, { on: true, note: null, version: 2 })).toEqual({ on: true, note: null, version: 2 });
  });

  it('sends the declared fields with the version read, and nothing the gateway adds', () => {
    const data = { id: 's1', shop_id: 's1', on: true, note: 'x', version: 2, updated_at: 'then' };
    expect(settingsBody(plain, { data, previousData: { id: 's1', version: 2 } })).toEqual({
      on: true,
      note: 'x',
      version: 2,
    });
  });

  it('sends a wrapped record under its key, without the computed values or a version', () => {
    expect(settingsBody(wrapped, { data: { id: 's1', on: false, count: 3 }, previousData: { id: 's1' } })).toEqual({
      channels: { on: false },
    });
  });
});
