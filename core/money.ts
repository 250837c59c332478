/**
 * Money display and entry. SPEC §9: default currency USD, locale en-US.
 * VND has no minor unit in practice, so it is always shown without decimals;
 * other currencies take their digits from Intl (JPY and KRW already have none).
 */

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/** Currencies always shown whole, whatever the runtime's Intl data says. */
export const ZERO_DECIMAL_CURRENCIES = ['VND'];

/** Building an Intl.NumberFormat costs far more than using one (a list formats every row): one per locale and currency. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, code: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** '$1,234.50', '1.234 ₫'; '' when the amount is not a number. */
export function formatMoney(
  amount: number | string,
  currency: string = DEFAULT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): string {
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim() || NaN);
  if (!Number.isFinite(value)) return '';
  const code = currency.toUpperCase();
  const whole = ZERO_DECIMAL_CURRENCIES.includes(code);
  try {
    return moneyFormat(locale, code, whole).format(value);
  } catch {
    // Unknown currency code from old data: still show the amount rather than break the page.
    return `${new Intl.NumberFormat(DEFAULT_LOCALE).format(value)} ${code}`;
  }
}

function decimalSeparator(locale: string): string {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * Reads what a merchant typed: '$1,234.56', '1.234.567 ₫', '(12.00)', '-5'.
 * With both ',' and '.' present the last one is the decimal point; with only one kind,
 * it is the decimal point when it appears once and is the locale's decimal separator.
 * Returns null when there is no number.
 */
export function parseMoney(text: string, locale: string = DEFAULT_LOCALE): number | null {
  const trimmed = text.trim();
  const negative = /^\(.*\)$/.test(trimmed) || /^[^\d]*-/.test(trimmed);
  const body = trimmed.replace(/[^\d.,]/g, '');
  if (!/\d/.test(body)) return null;
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  let decimal: string | undefined;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const once = body.indexOf(sep) === body.lastIndexOf(sep);
    if (once && sep === decimalSeparator(locale)) decimal = sep;
  }
  const [intPart, fraction = ''] = decimal ? splitLast(body, decimal) : [body];
  const digits = `${intPart.replace(/[.,]/g, '')}.${fraction.replace(/[.,]/g, '')}`;
  const value = Number(digits === '.' ? NaN : digits);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

function splitLast(s: string, sep: string): [string, string] {
  const i = s.lastIndexOf(sep);
  return [s.slice(0, i), s.slice(i + 1)];
}
