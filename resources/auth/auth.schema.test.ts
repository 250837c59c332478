/** SPEC §5 person names, through the schema the profile form and the gateway share. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, type ValidationMessage } from '../../core/validation';
import { ProfileBody } from './auth.schema';

function errorOn(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  field: string,
  value: unknown,
): ValidationMessage | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : fieldErrors(result.error)[field];
}

const v = (name: string, args?: Record<string, string | number>) =>
  args ? { message: `app.validation.${name}`, args } : { message: `app.validation.${name}` };

describe('SPEC §5 person names: required, 2 to under 50 characters', () => {
  const person = { first_name: 'Linh', last_name: 'Nguyen', avatar: '' };

  it.each(['first_name', 'last_name'])('%s', (field) => {
    expect(errorOn(ProfileBody, person, field, '')).toEqual(v('required'));
    expect(errorOn(ProfileBody, person, field, '  ')).toEqual(v('required'));
    expect(errorOn(ProfileBody, person, field, 'A')).toEqual(v('minLength', { n: 2 }));
    expect(errorOn(ProfileBody, person, field, ' A ')).toEqual(v('minLength', { n: 2 }));
    expect(errorOn(ProfileBody, person, field, 'An')).toBeUndefined();
    expect(errorOn(ProfileBody, person, field, 'Đặng Thị Ngọc Hà')).toBeUndefined();
    expect(errorOn(ProfileBody, person, field, 'n'.repeat(49))).toBeUndefined();
    expect(errorOn(ProfileBody, person, field, 'n'.repeat(50))).toEqual(v('maxLength', { n: 50 }));
  });
});
