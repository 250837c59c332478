import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  SPECIAL_CHARACTERS,
  ZIP_PATTERN,
  between,
  compare,
  email,
  fieldErrors,
  firstFailure,
  isBlank,
  list,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  required,
  requiredText,
  specialCharacter,
  text,
  withFieldRules,
  zipcode,
} from './validation';

const msg = (name: string, args?: Record<string, string | number>) =>
  args ? { message: `app.validation.${name}`, args } : { message: `app.validation.${name}` };

describe('required', () => {
  const rule = required();
  it.each([
    ['an empty string', ''],
    ['a whitespace-only string', ' \t\n '],
    ['undefined', undefined],
    ['null', null],
  ])('rejects %s as blank', (_name, value) => {
    expect(rule(value)).toEqual(msg('required'));
  });
  it.each([
    ['text', 'a'],
    ['text with spaces around it', '  a  '],
    ['the number zero', 0],
    ['the string "0"', '0'],
    ['false', false],
  ])('accepts %s', (_name, value) => {
    expect(rule(value)).toBeUndefined();
  });
  it('isBlank agrees: zero is a value, spaces are not', () => {
    expect(isBlank(0)).toBe(false);
    expect(isBlank('   ')).toBe(true);
  });
});

describe('maxLength ("must be less than n characters")', () => {
  const rule = maxLength(5);
  it('fails at exactly n characters', () => expect(rule('abcde')).toEqual(msg('maxLength', { n: 5 })));
  it('passes at n-1 characters', () => expect(rule('abcd')).toBeUndefined());
  it('measures after trimming', () => expect(rule('  abcd  ')).toBeUndefined());
  it('counts inner spaces', () => expect(rule('ab cd')).toEqual(msg('maxLength', { n: 5 })));
  it('leaves blank values to required', () => expect(rule('   ')).toBeUndefined());
  it('applies the SPEC address limit: 100 characters fails, 99 passes', () => {
    expect(maxLength(100)('x'.repeat(100))).toEqual(msg('maxLength', { n: 100 }));
    expect(maxLength(100)('x'.repeat(99))).toBeUndefined();
  });
});

describe('minLength ("must be at least n characters")', () => {
  const rule = minLength(2);
  it('fails below n characters', () => expect(rule('a')).toEqual(msg('minLength', { n: 2 })));
  it('passes at exactly n characters', () => expect(rule('ab')).toBeUndefined());
  it('measures after trimming', () => expect(rule(' a ')).toEqual(msg('minLength', { n: 2 })));
  it('leaves blank values to required', () => expect(rule('')).toBeUndefined());
});

describe('maxValue ("must be less than n")', () => {
  const rule = maxValue(100);
  it('fails at the limit', () => expect(rule(100)).toEqual(msg('maxValue', { n: 100 })));
  it('fails above the limit', () => expect(rule('150')).toEqual(msg('maxValue', { n: 100 })));
  it('passes below the limit', () => expect(rule(99.99)).toBeUndefined());
  it('leaves blank values to required', () => expect(rule('')).toBeUndefined());
});

describe('minValue ("must be more than n")', () => {
  const rule = minValue(0);
  it('fails at the limit', () => expect(rule(0)).toEqual(msg('minValue', { n: 0 })));
  it('fails below the limit', () => expect(rule('-1')).toEqual(msg('minValue', { n: 0 })));
  it('passes above the limit', () => expect(rule(0.01)).toBeUndefined());
  it('leaves blank values to required', () => expect(rule(null)).toBeUndefined());
});

describe('between ("must be from min to max", inclusive)', () => {
  const rule = between(0, 999);
  it.each([0, 999, 500, '999'])('accepts %s', (v) => expect(rule(v)).toBeUndefined());
  it.each([-1, 1000, 999.5, 'abc'])('rejects %s', (v) => expect(rule(v)).toEqual(msg('between', { min: 0, max: 999 })));
  it('leaves blank values to required', () => expect(rule(' ')).toBeUndefined());
});

describe('list ("is required")', () => {
  const rule = list();
  it('fails for an empty list', () => expect(rule([])).toEqual(msg('list')));
  it('fails for a missing list', () => expect(rule(undefined)).toEqual(msg('list')));
  it('fails for something that is not a list', () => expect(rule('a')).toEqual(msg('list')));
  it('passes with one item', () => expect(rule(['p1'])).toBeUndefined());
});

describe('email (" is invalid.")', () => {
  const rule = email();
  const invalid = msg('email', { field: 'app.field.email' });
  it.each(['a.b@c.de', 'owner@shop.vn', 'x@y.info', 'first.last+tag@sub.domain.com', '  a@b.io  '])(
    'accepts %s',
    (v) => {
      expect(rule(v)).toBeUndefined();
    },
  );
  it.each([
    ['a TLD of 5 letters', 'x@y.abcde'],
    ['a TLD of 1 letter', 'x@y.c'],
    ['a missing @', 'owner.shop.vn'],
    ['a missing domain', 'owner@.vn'],
    ['a missing TLD', 'owner@shop'],
    ['a missing local part', '@shop.vn'],
    ['a space inside', 'ow ner@shop.vn'],
    ['two @', 'a@b@c.de'],
    ['digits as TLD', 'a@b.12'],
  ])('rejects %s', (_name, v) => {
    expect(rule(v)).toEqual(invalid);
  });
  it('names the field in the message', () => {
    expect(email('app.field.customer_email')('nope')).toEqual(msg('email', { field: 'app.field.customer_email' }));
  });
  it('leaves blank values to required', () => expect(rule('')).toBeUndefined());
  it('exposes the pattern it uses', () => expect(EMAIL_PATTERN.test('a.b@c.de')).toBe(true));
});

describe('specialCharacter (" contains invalid characters.")', () => {
  const rule = specialCharacter('app.field.name');
  const invalid = msg('specialCharacter', { field: 'app.field.name' });
  const spec = [
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '+',
    '=',
    '[',
    ']',
    '{',
    '}',
    ';',
    "'",
    ':',
    '"',
    '\\',
    '|',
    ',',
    '<',
    '>',
    '/',
    '?',
  ];
  it.each(spec)('rejects a name containing %s', (c) => {
    expect(rule(`My${c}Shop`)).toEqual(invalid);
  });
  it('lists exactly the SPEC characters', () => {
    expect([...SPECIAL_CHARACTERS].sort()).toEqual([...spec].sort());
  });
  it.each(['My Shop', 'Cửa hàng Đẹp', 'shop-01_v2.', '(Best) shop ~'])('accepts %s', (v) => {
    expect(rule(v)).toBeUndefined();
  });
});

describe('compare (" must be identical!")', () => {
  const rule = compare('password', 'app.field.password_confirmation');
  it('fails when the two fields differ', () => {
    expect(rule('secret1', { password: 'secret2' })).toEqual(
      msg('compare', { field: 'app.field.password_confirmation' }),
    );
  });
  it('passes when they are identical', () => expect(rule('secret1', { password: 'secret1' })).toBeUndefined());
  it('is case-sensitive', () => expect(rule('Secret', { password: 'secret' })).toBeDefined());
  it('treats two missing values as identical', () => expect(rule(undefined, {})).toBeUndefined());
});

describe('zipcode (" is invalid.")', () => {
  const rule = zipcode();
  const invalid = msg('zipcode', { field: 'app.field.zip_code' });
  it.each([
    ['2 digits', '12'],
    ['5 digits', '70000'],
    ['10 digits', '1234567890'],
    ['digits, hyphen, digits', '12345-6789'],
    ['10 digits, hyphen, 6 digits', '1234567890-123456'],
    ['1 digit, hyphen, 1 digit', '1-2'],
  ])('accepts %s', (_name, v) => {
    expect(rule(v)).toBeUndefined();
  });
  it.each([
    ['a single digit', '1'],
    ['11 digits', '12345678901'],
    ['7 digits after the hyphen', '123-1234567'],
    ['letters', 'abc'],
    ['11 digits before the hyphen', '12345678901-1'],
    ['nothing after the hyphen', '123-'],
    ['a space inside', '123 45'],
  ])('rejects %s', (_name, v) => {
    expect(rule(v)).toEqual(invalid);
  });
  it('exposes the pattern it uses', () => expect(ZIP_PATTERN.test('12')).toBe(true));
});

describe('first failure wins', () => {
  it('reports required, not the later rules, for a blank value', () => {
    expect(firstFailure([required(), minLength(2), specialCharacter('f')], '  ')).toEqual(msg('required'));
  });
  it('reports the earlier of two failing rules', () => {
    expect(firstFailure([maxLength(3), specialCharacter('f')], 'ab!cd')).toEqual(msg('maxLength', { n: 3 }));
    expect(firstFailure([specialCharacter('f'), maxLength(3)], 'ab!cd')).toEqual(
      msg('specialCharacter', { field: 'f' }),
    );
  });
  it('reports nothing when every rule passes', () => {
    expect(firstFailure([required(), minLength(2), maxLength(50)], 'Lan')).toBeUndefined();
  });
});

describe('text and requiredText through zod', () => {
  const schema = z.object({ name: requiredText(minLength(2), maxLength(50)), note: text(maxLength(5)) });

  it('trims what the merchant typed', () => {
    expect(schema.safeParse({ name: '  Lan  ', note: ' hi ' })).toEqual({
      success: true,
      data: { name: 'Lan', note: 'hi' },
    });
  });
  it('turns a cleared optional field into null, so saving clears it', () => {
    expect(schema.safeParse({ name: 'Lan', note: '  ' })).toEqual({ success: true, data: { name: 'Lan', note: null } });
    expect(schema.safeParse({ name: 'Lan', note: null })).toEqual({ success: true, data: { name: 'Lan', note: null } });
  });
  it('leaves an absent optional field undefined, so a partial update does not touch it', () => {
    const r = schema.safeParse({ name: 'Lan' });
    expect(r.success && 'note' in r.data && r.data.note !== undefined).toBe(false);
  });
  it('reports a blank required field as "can\'t be blank."', () => {
    const r = schema.safeParse({ name: '   ' });
    expect(r.success || fieldErrors(r.error)).toEqual({ name: msg('required') });
  });
  it('reports a missing required field as "can\'t be blank."', () => {
    const r = schema.safeParse({});
    expect(r.success || fieldErrors(r.error)).toEqual({ name: msg('required') });
  });
  it('reports the first failing rule with its arguments', () => {
    const r = schema.safeParse({ name: 'L', note: 'toolong' });
    expect(r.success || fieldErrors(r.error)).toEqual({
      name: msg('minLength', { n: 2 }),
      note: msg('maxLength', { n: 5 }),
    });
  });
  it('reports a number sent for a text field as invalid, not blank', () => {
    const r = schema.safeParse({ name: 123 });
    expect(r.success || fieldErrors(r.error)).toEqual({ name: msg('invalid') });
  });
});

describe('numeric through zod', () => {
  const schema = z.object({ quantity: numeric(required(), between(0, 999)), price: numeric(minValue(0)) });

  it('accepts zero for a required number', () => {
    expect(schema.safeParse({ quantity: 0 })).toEqual({ success: true, data: { quantity: 0, price: null } });
  });
  it('converts numeric strings from form inputs', () => {
    expect(schema.safeParse({ quantity: '12', price: '9.5' })).toEqual({
      success: true,
      data: { quantity: 12, price: 9.5 },
    });
  });
  it('turns an empty optional number into null', () => {
    expect(schema.safeParse({ quantity: 1, price: '' })).toEqual({ success: true, data: { quantity: 1, price: null } });
  });
  it('reports an empty required number as blank', () => {
    const r = schema.safeParse({ quantity: '' });
    expect(r.success || fieldErrors(r.error)).toEqual({ quantity: msg('required') });
  });
  it('reports text that is not a number before any range rule', () => {
    const r = schema.safeParse({ quantity: 'ten' });
    expect(r.success || fieldErrors(r.error)).toEqual({ quantity: msg('number') });
  });
  it('reports a quantity outside 0 to 999', () => {
    const r = schema.safeParse({ quantity: 1000, price: 0 });
    expect(r.success || fieldErrors(r.error)).toEqual({
      quantity: msg('between', { min: 0, max: 999 }),
      price: msg('minValue', { n: 0 }),
    });
  });
});

describe('withFieldRules (cross-field checks)', () => {
  const schema = withFieldRules(z.object({ password: requiredText(minLength(8)), password_confirmation: text() }), {
    password_confirmation: [required(), compare('password', 'app.field.password_confirmation')],
  });

  it('accepts a confirmation identical to the password', () => {
    expect(schema.safeParse({ password: 'secret123', password_confirmation: 'secret123' }).success).toBe(true);
  });
  it('reports a confirmation that differs on the confirmation field', () => {
    const r = schema.safeParse({ password: 'secret123', password_confirmation: 'secret124' });
    expect(r.success || fieldErrors(r.error)).toEqual({
      password_confirmation: msg('compare', { field: 'app.field.password_confirmation' }),
    });
  });
  it('applies its rules in order: a blank confirmation is blank, not different', () => {
    const r = schema.safeParse({ password: 'secret123', password_confirmation: ' ' });
    expect(r.success || fieldErrors(r.error)).toEqual({ password_confirmation: msg('required') });
  });
});

describe('fieldErrors', () => {
  it('keeps one message per field, the first', () => {
    const schema = z.object({ a: z.string() }).superRefine((_v, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'app.validation.list', path: ['a'] });
      ctx.addIssue({ code: 'custom', message: 'app.validation.required', path: ['a'] });
    });
    const r = schema.safeParse({ a: 'x' });
    expect(r.success || fieldErrors(r.error)).toEqual({ a: msg('list') });
  });
  it('keys nested fields by dotted path', () => {
    const schema = z.object({ address: z.object({ city: requiredText(maxLength(50)) }) });
    const r = schema.safeParse({ address: { city: '' } });
    expect(r.success || fieldErrors(r.error)).toEqual({ 'address.city': msg('required') });
  });
  it('files form-level problems under root', () => {
    const r = z.string().safeParse(42);
    expect(r.success || fieldErrors(r.error)).toEqual({ root: msg('invalid') });
  });
  it("reports zod's own checks as invalid", () => {
    const r = z.object({ n: z.number().int() }).safeParse({ n: 1.5 });
    expect(r.success || fieldErrors(r.error)).toEqual({ n: msg('invalid') });
  });
  it('uses the input when zod reports it (reportInput)', () => {
    const r = z.object({ a: z.string() }).safeParse({}, { reportInput: true });
    expect(r.success || fieldErrors(r.error)).toEqual({ a: msg('required') });
  });
});
