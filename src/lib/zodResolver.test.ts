import { describe, expect, it } from 'vitest';
import { SignupBody } from '../../resources/auth/auth.schema';
import { toFormErrors, zodResolver } from './zodResolver';

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

  it('nests dotted paths the way react-hook-form reads them', () => {
    expect(toFormErrors({ 'socials.0.url': { message: 'app.validation.invalid' } })).toEqual({
      socials: { 0: { url: { type: 'validation', message: { message: 'app.validation.invalid' } } } },
    });
  });
});
