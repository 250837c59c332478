/** Row tests: a metafield value by type and validation, with SPEC §5 messages. */
import { describe, expect, it } from 'vitest';
import { checkMetafieldValue } from './metafield.values';
import type { MetafieldType } from './metafield.resource';

const def = (
  type: MetafieldType,
  validation: Partial<{ required: boolean; min: number | null; max: number | null; max_length: number | null }> = {},
) => ({ type, validation: { required: false, min: null, max: null, max_length: null, ...validation } });
const v = (message: string, args?: Record<string, string | number>) => ({
  ok: false,
  error: args ? { message: `app.validation.${message}`, args } : { message: `app.validation.${message}` },
});
const ok = (value: unknown) => ({ ok: true, value });

describe('checkMetafieldValue', () => {
  it.each([
    ['text', def('text'), '  Linen  ', ok('Linen')],
    ['text blank, optional', def('text'), '   ', ok(null)],
    ['text blank, required', def('text', { required: true }), ' ', v('required')],
    ['text too long', def('text', { max_length: 5 }), 'abcdef', v('maxLength', { n: 6 })],
    ['text at the limit', def('text', { max_length: 5 }), 'abcde', ok('abcde')],
    ['text not a string', def('text'), 12, v('invalid')],
    ['number from a form', def('number'), '12.5', ok(12.5)],
    ['number not a number', def('number'), 'twelve', v('number')],
    ['number in range', def('number', { min: 1, max: 10 }), 10, ok(10)],
    ['number out of range', def('number', { min: 1, max: 10 }), 11, v('between', { min: 1, max: 10 })],
    ['number below a minimum', def('number', { min: 0 }), -1, v('atLeast', { n: 0 })],
    ['number at a maximum', def('number', { max: 100 }), 100, v('maxValue', { n: 100 })],
    ['date', def('date'), '2026-11-23', ok('2026-11-23')],
    ['date not a day', def('date'), '2026-02-30', v('invalid')],
    ['boolean', def('boolean'), false, ok(false)],
    ['boolean from text', def('boolean'), 'true', ok(true)],
    ['boolean required, missing', def('boolean', { required: true }), null, v('required')],
    ['boolean other', def('boolean'), 'yes', v('invalid')],
    ['url', def('url'), 'https://maple.example.com/care', ok('https://maple.example.com/care')],
    ['url without scheme', def('url'), 'maple.example.com', v('invalid')],
    ['url javascript:', def('url'), 'javascript:alert(1)', v('invalid')],
  ] as const)('%s', (_name, definition, input, expected) => {
    expect(checkMetafieldValue(definition, input)).toEqual(expected);
  });
});
