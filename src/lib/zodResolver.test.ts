import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { SignupBody } from '../../resources/auth/auth.schema';
import { ShopCreateBody } from '../../resources/shop/shop.schema';
import { formErrors } from '../../dataProvider/http';
import { submissionErrors, toFormErrors, zodResolver } from './zodResolver';

const resolve = (schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) =>
  zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const signup = {
  first_name: 'Anh',
  last_name: 'Tran',
  email: 'anh@example.com',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
};

describe('zodResolver', () => {
  it('puts the SPEC §5 message key and its arguments on the failing field', async () => {
    const { errors } = await resolve(SignupBody, { ...signup, first_name: 'A' });
    expect(errors.first_name).toEqual({
      type: 'validation',
      message: { message: 'app.validation.minLength', args: { n: 2 } },
    });
  });

  it('says "must be identical!" on the confirmation when the passwords differ', async () => {
    const { errors } = await resolve(SignupBody, { ...signup, password_confirmation: 'other-pass-1' });
    expect(errors.password_confirmation?.message).toEqual({
      message: 'app.validation.compare',
      args: { field: 'app.field.password_confirmation' },
    });
  });

  it('submits the trimmed values and only the fields the schema knows', async () => {
    const { values, errors } = await resolve(SignupBody, { ...signup, first_name: '  Anh ', extra: 'x' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ first_name: 'Anh' });
    expect(values).not.toHaveProperty('extra');
  });

  it('reports every blank required shop field at once', async () => {
    const { errors } = await resolve(ShopCreateBody, {});
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

  it('nests dotted paths the way react-hook-form reads them', () => {
    expect(toFormErrors({ 'socials.0.url': { message: 'app.validation.invalid' } })).toEqual({
      socials: { 0: { url: { type: 'validation', message: { message: 'app.validation.invalid' } } } },
    });
  });
});

describe('submissionErrors', () => {
  // As the http layer rejects: the gateway's flat errors in react-admin's form.
  const taken = new HttpError('app.validation.check_fields', 400, {
    errors: formErrors({ email: { message: 'app.validation.email_taken' } }, 'app.validation.check_fields'),
  });

  it('turns a gateway 400 into field messages react-admin can translate', () => {
    const result = submissionErrors(taken) as Record<string, unknown>;
    const encoded = String(result.email);
    expect(encoded.startsWith('@@react-admin@@')).toBe(true);
    expect(JSON.parse(encoded.slice('@@react-admin@@'.length))).toEqual({ message: 'app.validation.email_taken' });
  });

  it('adds the generic "Please check data fields!" as the form-level message', () => {
    expect(submissionErrors(taken)).toMatchObject({ root: { serverError: 'app.validation.check_fields' } });
  });

  it('leaves other failures to the toast', () => {
    expect(submissionErrors(new HttpError('app.auth.invalid_credentials', 401, {}))).toBeUndefined();
    expect(submissionErrors(new HttpError('app.validation.check_fields', 400, {}))).toBeUndefined();
    expect(submissionErrors(new Error('network'))).toBeUndefined();
  });
});
