/**
 * Choices of the shop form. Country and currency names come from the browser
 * (Intl.DisplayNames) in the UI language, sorted the way that language sorts.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { COUNTRY_CODES, CURRENCIES, LANGUAGES } from '../../core/countries';
import { TIMEZONES, timezoneOffsetMinutes } from '../../core/timezones';

export interface Choice {
  id: string;
  name: string;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', vi: 'Tiếng Việt' };

function displayNames(locale: string, type: 'region' | 'currency') {
  try {
    return new Intl.DisplayNames([locale], { type });
  } catch {
    return undefined;
  }
}

export function countryChoices(locale: string): Choice[] {
  const names = displayNames(locale, 'region');
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((id) => ({ id, name: names?.of(id) ?? id })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export function currencyChoices(locale: string): Choice[] {
  const names = displayNames(locale, 'currency');
  return CURRENCIES.map((id) => ({ id, name: `${id} — ${names?.of(id) ?? id}` }));
}

export const TIMEZONE_CHOICES: Choice[] = TIMEZONES.map((id) => ({ id, name: id }));
export const LANGUAGE_CHOICES: Choice[] = LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] ?? id }));

export function useShopChoices() {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      countries: countryChoices(locale),
      currencies: currencyChoices(locale),
      timezones: TIMEZONE_CHOICES,
      languages: LANGUAGE_CHOICES,
    }),
    [locale],
  );
}

/** The list entry nearest to the browser's own offset, for a new shop. */
export function browserTimezone(now = new Date()): string {
  const offset = -now.getTimezoneOffset();
  const nearest = [...TIMEZONES].sort(
    (a, b) => Math.abs(timezoneOffsetMinutes(a) - offset) - Math.abs(timezoneOffsetMinutes(b) - offset),
  );
  return nearest[0];
}

/** The browser's country when it is one we offer (en-US -> US), else none. */
export function browserCountry(): string {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region;
    return region && COUNTRY_CODES.includes(region) ? region : '';
  } catch {
    return '';
  }
}
