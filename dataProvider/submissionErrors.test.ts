/**
 * A 400 the http layer rejects with (the gateway's flat field errors) reaches the form:
 * src/lib/zodResolver's submissionErrors turns it into messages react-admin can translate.
 */
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { submissionErrors } from '../src/lib/zodResolver';
import { formErrors } from './http';

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
