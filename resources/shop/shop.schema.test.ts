/**
 * SPEC §5 shop rules, row by row, through the schema the shop forms and the gateway share:
 * each row gives one field a value and names the message (and arguments) the merchant sees
 * on that field, or none.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, type ValidationMessage } from '../../core/validation';
import { zodResolver } from '../../src/lib/zodResolver';
import { ShopCreateBody } from './shop.schema';

function errorOn(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  field: string,
  value: unknown,
): ValidationMessage | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : fieldErrors(result.error)[field];
}

const shop = {
  name: 'Maple & Co',
  email: 'owner@maple.co',
  phone: '+1 503 555 0100',
  address: '12 Market Street',
  city: 'Portland',
  country_code: 'US',
  zip_code: '97201',
  timezone: 'UTC-08:00',
  currency: 'USD',
  language: 'en',
};

const v = (name: string, args?: Record<string, string | number>) =>
  args ? { message: `app.validation.${name}`, args } : { message: `app.validation.${name}` };

describe('SPEC §5 shop rules', () => {
  it('accepts a complete shop', () => {
    expect(ShopCreateBody.safeParse(shop).success).toBe(true);
  });

  it.each([
    ['name', '', v('required')],
    ['name', '   ', v('required')],
    ['name', 'Gốm Sứ Bát Tràng', undefined],
    ['email', '', v('required')],
    ['email', 'owner@maple', v('email', { field: 'app.field.email' })],
    ['email', 'owner@maple.co', undefined],
    ['phone', 'call me', v('phone', { field: 'app.field.phone' })],
    ['phone', '', undefined],
    ['phone', '+84 24 3825 0000', undefined],
    ['address', '', v('required')],
    ['address', 'a'.repeat(99), undefined],
    ['address', 'a'.repeat(100), v('maxLength', { n: 100 })],
    ['address', `  ${'a'.repeat(99)}  `, undefined],
    ['city', '', v('required')],
    ['city', 'c'.repeat(49), undefined],
    ['city', 'c'.repeat(50), v('maxLength', { n: 50 })],
    ['country_code', '', v('required')],
    ['country_code', 'VN', undefined],
    ['zip_code', '', v('required')],
    ['zip_code', '1', v('zipcode', { field: 'app.field.zip_code' })],
    ['zip_code', '97201', undefined],
    ['zip_code', '97201-1234', undefined],
    ['zip_code', 'AB1 2CD', v('zipcode', { field: 'app.field.zip_code' })],
  ])('%s = %j gives %j', (field, value, expected) => {
    expect(errorOn(ShopCreateBody, shop, field, value)).toEqual(expected);
  });

  it('reports every blank required shop field at once', async () => {
    const { errors } = await zodResolver(ShopCreateBody)({}, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'address',
      'city',
      'country_code',
      'currency',
      'email',
      'language',
      'name',
      'timezone',
      'zip_code',
    ]);
  });
});
