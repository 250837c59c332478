/** SPEC §5's messages, as core/validation.ts's rules name them, in both languages. */
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../core/validation';
import { validationMessages } from './validation.i18n';

describe('SPEC §5 messages in English, word for word', () => {
  it.each([
    ['required', "can't be blank.", {}],
    ['maxLength', 'must be less than 50 characters.', { n: 50 }],
    ['minLength', 'must be at least 2 characters.', { n: 2 }],
    ['maxValue', 'must be less than 1000.', { n: 1000 }],
    ['minValue', 'must be more than 0.', { n: 0 }],
    ['between', 'must be from 0 to 999.', { min: 0, max: 999 }],
    ['list', 'is required.', {}],
    ['email', 'Email is invalid.', { field: 'Email' }],
    ['specialCharacter', 'Name contains invalid characters.', { field: 'Name' }],
    ['compare', 'Password must be identical!', { field: 'Password' }],
    ['zipcode', 'Postal code is invalid.', { field: 'Postal code' }],
  ] as const)('%s reads "%s"', (name, expected, args) => {
    expect(renderMessage(validationMessages.en.validation[name], args)).toBe(expected);
  });

  it('has the generic "Please check data fields!" message', () => {
    expect(validationMessages.en.validation.check_fields).toBe('Please check data fields!');
  });

  it('has a Vietnamese message for every English one', () => {
    expect(Object.keys(validationMessages.vi.validation).sort()).toEqual(
      Object.keys(validationMessages.en.validation).sort(),
    );
    expect(Object.keys(validationMessages.vi.field).sort()).toEqual(Object.keys(validationMessages.en.field).sort());
  });
});
