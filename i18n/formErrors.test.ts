// @vitest-environment jsdom
/**
 * Issue 31: a gateway 400 whose field error is not a plain `{ message: string }` (a message that
 * is an object, a number or missing, a list of messages, a group of errors) must never take a
 * screen down: Polyglot throws on a key that is not a string. Every leaf the http layer hands
 * react-admin's forms, and every flat error it keeps for the screens that show errors
 * themselves, is a message string, and react-admin's ValidationError renders each of them.
 */
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { I18nContextProvider, ValidationError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildI18nProvider } from './i18nProvider';
import { fieldMessage, flatFieldErrors, formErrors, RA_MESSAGE_PREFIX } from '../dataProvider/http';

afterEach(cleanup);

/** What servers have been seen to answer for a field, good and bad. */
const odd = {
  good: { message: 'app.validation.domain_taken' },
  plain: 'app.validation.required',
  object: { message: { en: 'Taken', vi: 'Đã có' } },
  number: { message: 42 },
  none: { message: null },
  blank: { message: '' },
  noMessage: { code: 'taken' },
  list: ['app.validation.domain_invalid', 'app.validation.required'],
  listOfObjects: [{ message: 'app.validation.invalid' }],
  badArgs: { message: 'app.validation.maxLength', args: 'n=71' },
  nested: { 0: { sku: { message: { text: 'bad' } } } },
  empty: {},
  nothing: null,
};

const leaves = (node: unknown): unknown[] =>
  typeof node === 'object' && node !== null ? Object.values(node).flatMap(leaves) : [node];

describe('formErrors', () => {
  it('gives every field a message string, whatever the server answered for it', () => {
    const errors = formErrors(odd, 'app.validation.check_fields');
    const { root, ...fields } = errors;
    expect(root).toEqual({ serverError: 'app.validation.check_fields' });
    for (const leaf of leaves(fields)) {
      expect(typeof leaf).toBe('string');
      const decoded = JSON.parse(String(leaf).slice(RA_MESSAGE_PREFIX.length)) as { message: unknown; args?: unknown };
      expect(typeof decoded.message).toBe('string');
      expect(decoded.message).not.toBe('');
    }
  });

  it('keeps a well-formed message and its arguments, and shows the others as "invalid"', () => {
    expect(fieldMessage(odd.good)).toEqual({ message: 'app.validation.domain_taken' });
    expect(fieldMessage(odd.plain)).toEqual({ message: 'app.validation.required' });
    expect(fieldMessage({ message: 'app.validation.maxLength', args: { n: 71 } })).toEqual({
      message: 'app.validation.maxLength',
      args: { n: 71 },
    });
    expect(fieldMessage(odd.list)).toEqual({ message: 'app.validation.domain_invalid' });
    expect(fieldMessage(odd.listOfObjects)).toEqual({ message: 'app.validation.invalid' });
    expect(fieldMessage(odd.badArgs)).toEqual({ message: 'app.validation.maxLength' });
    for (const bad of [odd.object, odd.number, odd.none, odd.blank, odd.noMessage, odd.empty, odd.nothing])
      expect(fieldMessage(bad)).toEqual({ message: 'app.validation.invalid' });
  });

  it('keeps the flat errors for screens that show them themselves, each safe, groups by their paths', () => {
    const flat = flatFieldErrors(odd);
    expect(flat['nested.0.sku']).toEqual({ message: 'app.validation.invalid' });
    expect(flat.good).toEqual({ message: 'app.validation.domain_taken' });
    for (const value of Object.values(flat)) expect(typeof value.message).toBe('string');
  });

  it("renders each field's message with react-admin's ValidationError in both languages, none crashing", async () => {
    const i18nProvider = buildI18nProvider([]);
    const shown = (error: string) =>
      createElement(I18nContextProvider, { value: i18nProvider, children: createElement(ValidationError, { error }) });
    const { root: _root, ...fields } = formErrors(odd, 'app.validation.check_fields');
    for (const locale of ['en', 'vi']) {
      await i18nProvider.changeLocale(locale);
      for (const leaf of leaves(fields)) {
        const { container } = render(shown(leaf as string));
        expect(container.textContent).not.toBe('');
        expect(container.textContent).not.toContain('@@react-admin@@');
        cleanup();
      }
    }
    await i18nProvider.changeLocale('en');
    const { container } = render(shown(String(formErrors({ name: odd.good }, '').name)));
    expect(container.textContent).toBe('This domain is already added to a shop.');
  });
});
