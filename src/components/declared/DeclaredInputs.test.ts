/** A new record's form values: a field's default, else its start value (a bound at 0), else empty. */
import { describe, expect, it } from 'vitest';
import { choice, countries, country, group, money, text } from '../../../core/fields';
import { declareResource } from '../../../core/resource';
import { declaredBody, declaredFormValues } from './declaredDefaults';
import { declaredDefaults } from './DeclaredInputs';

const zone = declareResource({
  name: 'zones',
  table: 'zone',
  path: '/setting/zone',
  api: { base: '/zone/api/{shop}', id: 'zone_id', listKey: 'zones', delete: 'one' },
  fields: {
    name: text({ rules: { required: true } }),
    mode: choice(['include', 'exclude'], { default: 'include' }),
    codes: countries(),
    min: money({ initial: 0, rules: { required: true } }),
    cost: money({ rules: { required: true } }),
  },
  storage: { table: 'zones', since: '20261126' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 50, maxPerShop: 50 },
  menu: false,
  strings: { en: {}, vi: {} },
});

describe('declaredDefaults', () => {
  it('starts a form with defaults, start values, empty lists and blank text', () => {
    expect(declaredDefaults(zone)).toEqual({ name: '', mode: 'include', codes: [], min: 0, cost: null });
  });
});

describe('declaredDefaults from the create link', () => {
  it('starts a choice at the value the link names, and ignores what is not one of its choices or not a choice', () => {
    expect(declaredDefaults(zone, new URLSearchParams('mode=exclude&name=X'))).toMatchObject({
      mode: 'exclude',
      name: '',
    });
    expect(declaredDefaults(zone, new URLSearchParams('mode=sideways'))).toMatchObject({ mode: 'include' });
  });
});

const shelf = { fields: { title: text(), place: group({ city: text(), country: country() }) } };

describe('a group in a form', () => {
  it('starts with its blank parts, and a record kept without one edits them blank', () => {
    expect(declaredDefaults(shelf)).toEqual({ title: '', place: { city: '', country: null } });
    expect(declaredFormValues(shelf, { id: 's1', title: 'A', place: null })).toEqual({
      id: 's1',
      title: 'A',
      place: { city: '', country: null },
    });
    expect(declaredFormValues(shelf, { title: 'A', place: { city: 'Hue' } }).place).toEqual({
      city: 'Hue',
      country: null,
    });
  });

  it('is sent as none when every part is blank, and as it is otherwise', () => {
    expect(declaredBody(shelf, { title: 'A', place: { city: '', country: null } })).toEqual({
      title: 'A',
      place: null,
    });
    expect(declaredBody(shelf, { title: 'A', place: { city: 'Hue', country: null } }).place).toEqual({
      city: 'Hue',
      country: null,
    });
  });
});
