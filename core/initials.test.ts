import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('user initials (SPEC §1)', () => {
  it.each([
    ['first letters of first and last name', { first_name: 'John', last_name: 'Smith' }, 'JS'],
    ['uppercased', { first_name: 'anna', last_name: 'lee' }, 'AL'],
    ['Vietnamese letters with their marks', { first_name: 'Đặng', last_name: 'Ánh' }, 'ĐÁ'],
    ['lower-case Vietnamese letters uppercased with their marks', { first_name: 'đặng', last_name: 'ánh' }, 'ĐÁ'],
    [
      'Vietnamese typed with combining marks',
      { first_name: 'Ánh'.normalize('NFD'), last_name: 'Ơn'.normalize('NFD') },
      'ÁƠ',
    ],
    ['a character outside the basic plane whole', { first_name: '𝒜lice', last_name: 'Bo' }, '𝒜B'],
    ['leading spaces ignored', { first_name: '  mai', last_name: ' lan' }, 'ML'],
    ['only the first name when the last is missing', { first_name: 'Mai', last_name: null }, 'M'],
    ['only the last name when the first is missing', { first_name: '', last_name: 'Nguyễn' }, 'N'],
    ['the email letter when both names are empty', { first_name: '', last_name: ' ', email: 'owner@shop.vn' }, 'O'],
    ['empty when there is nothing to go on', {}, ''],
  ])('gives %s', (_name, person, expected) => {
    expect(initials(person)).toBe(expected);
  });

  it('prefers names to the email', () => {
    expect(initials({ first_name: 'Bao', last_name: 'Tran', email: 'zed@shop.vn' })).toBe('BT');
  });
});
