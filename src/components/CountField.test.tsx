// @vitest-environment jsdom
/** Counts in the interface's language, from the record; nothing for a missing or non-numeric value. */
import { cleanup, render } from '@testing-library/react';
import { AdminContext, RecordContextProvider, useSetLocale } from 'react-admin';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountField, formatCount } from './CountField';

afterEach(cleanup);

const Locale = ({ locale }: { locale: string }) => {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(locale);
  }, [locale, setLocale]);
  return null;
};

const show = (record: Record<string, unknown>, locale = 'en') =>
  render(
    <AdminContext>
      <Locale locale={locale} />
      <RecordContextProvider value={{ id: 1, ...record }}>
        <CountField source="quantity" />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('CountField', () => {
  it('formats in the interface language, one formatter reused', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'vi')).toBe('1.234.567');
    expect(formatCount(-3, 'en')).toBe('-3');
  });

  it("shows the record's count, and nothing when it is missing or not a number", () => {
    expect(show({ quantity: 12500 }).container.textContent).toBe('12,500');
    cleanup();
    expect(show({ quantity: '7' }).container.textContent).toBe('7');
    cleanup();
    expect(show({ quantity: null }).container.textContent).toBe('');
    cleanup();
    expect(show({ quantity: 'many' }).container.textContent).toBe('');
  });
});
