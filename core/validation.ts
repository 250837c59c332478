/**
 * SPEC §5 field checks. A field has an ordered list of rules; the first failure wins.
 * Messages are i18n keys (i18n/validation.i18n.ts) with arguments, so the form, the
 * gateway's 400 answer and the tests all speak the same words.
 * No React here: the gateway validates bodies with the same schemas.
 */
import { z } from 'zod';

export interface ValidationMessage {
  message: string;
  args?: Record<string, string | number>;
}

/**
 * `limit`: the longest text the rule lets through (text() makes it the schema's maxLength);
 * `fallback`: the same where no rule has a limit (upTo).
 */
export type Rule = ((value: unknown, values?: Record<string, unknown>) => ValidationMessage | undefined) & {
  limit?: number;
  fallback?: number;
};

/**
 * Issue 29: the longest text a request may carry where no SPEC §5 rule bounds it less: a line
 * (a name, a code) 255, several lines (a note) 64 K, rich text (HTML) 1 MB (the body limit is 5 MB).
 */
export const LINE_MAX = 255;
export const TEXT_MAX = 65_535;
export const RICH_TEXT_MAX = 1_000_000;

/** A rule with the longest text it lets through. */
const limited = (rule: Rule, limit: number): Rule => Object.assign(rule, { limit });

/** Never fails: bounds a text field (text()'s maxLength) where no other rule does. */
export const upTo = (fallback: number): Rule => Object.assign((() => undefined) as Rule, { fallback });

const key = (name: string) => `app.validation.${name}`;
const fail = (name: string, args?: ValidationMessage['args']): ValidationMessage =>
  args ? { message: key(name), args } : { message: key(name) };

/** Empty means missing, or a string that is only white space. Zero is a value. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const length = (value: unknown) => String(value).trim().length;

export const required = (): Rule => (v) => (isBlank(v) ? fail('required') : undefined);

export const maxLength = (n: number): Rule =>
  limited((v) => (!isBlank(v) && length(v) >= n ? fail('maxLength', { n }) : undefined), n - 1);

/**
 * Fails above n characters ("must be at most n characters."): a field whose counter shows n
 * ("75/70"), so the message names the counter's number (issue 31 item 12).
 */
export const atMostLength =
  (n: number): Rule =>
  (v) =>
    !isBlank(v) && length(v) > n ? fail('atMostLength', { n }) : undefined;

export const minLength =
  (n: number): Rule =>
  (v) =>
    !isBlank(v) && length(v) < n ? fail('minLength', { n }) : undefined;

/** A number at or above the limit fails ("must be less than n."). */
export const maxValue =
  (n: number): Rule =>
  (v) =>
    !isBlank(v) && Number(v) >= n ? fail('maxValue', { n }) : undefined;

/** A number at or below the limit fails ("must be more than n."). */
export const minValue =
  (n: number): Rule =>
  (v) =>
    !isBlank(v) && Number(v) <= n ? fail('minValue', { n }) : undefined;

/** A number below the limit fails ("must be at least n."): amounts that may be 0. */
export const atLeast =
  (n: number): Rule =>
  (v) =>
    !isBlank(v) && Number(v) < n ? fail('atLeast', { n }) : undefined;

/** Whole numbers only (quantities). */
export const integer = (): Rule => (v) => (!isBlank(v) && !Number.isInteger(Number(v)) ? fail('integer') : undefined);

/** Inclusive range. */
export const between =
  (min: number, max: number): Rule =>
  (v) => {
    if (isBlank(v)) return undefined;
    const x = Number(v);
    return Number.isNaN(x) || x < min || x > max ? fail('between', { min, max }) : undefined;
  };

export const list = (): Rule => (v) => (!Array.isArray(v) || v.length === 0 ? fail('list') : undefined);

/** local part @ domain . TLD of 2 to 4 letters */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** RFC 5321: a path of 256 octets, so an address of 254 characters at most. */
export const EMAIL_MAX = 254;
export const email = (field = 'app.field.email'): Rule =>
  limited(
    (v) => (!isBlank(v) && !EMAIL_PATTERN.test(String(v).trim()) ? fail('email', { field }) : undefined),
    EMAIL_MAX,
  );

/** Labels of letters, digits and inner hyphens (1-63), at least two, a TLD of letters; 253 at most. */
const DOMAIN_LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/;
/** A domain name as DNS compares it: lower case, without the root's dot. */
export const domainKey = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');
export function isDomainName(value: string): boolean {
  const name = domainKey(value);
  if (!name || name.length > 253) return false;
  const labels = name.split('.');
  return (
    labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && /^[a-z]{2,63}$/.test(labels[labels.length - 1])
  );
}
/** SPEC §8 'Tên miền không hợp lệ'; blank is the required rule's. */
export const domainName = (): Rule =>
  limited(
    (v) => (!isBlank(v) && !isDomainName(String(v)) ? { message: 'app.validation.domain_invalid' } : undefined),
    253,
  );

export const SPECIAL_CHARACTERS = `!@#$%^&*+=[]{};':"\\|,<>/?`;
export const specialCharacter =
  (field: string): Rule =>
  (v) =>
    !isBlank(v) && [...String(v)].some((c) => SPECIAL_CHARACTERS.includes(c))
      ? fail('specialCharacter', { field })
      : undefined;

/** Must equal another field of the same form (password confirmation). */
export const compare =
  (other: string, field: string): Rule =>
  (v, values) =>
    (values?.[other] ?? '') !== (v ?? '') ? fail('compare', { field }) : undefined;

export const ZIP_PATTERN = /^(\d{2,10}|\d{1,10}-\d{1,6})$/;
export const zipcode = (field = 'app.field.zip_code'): Rule =>
  limited((v) => (!isBlank(v) && !ZIP_PATTERN.test(String(v).trim()) ? fail('zipcode', { field }) : undefined), 20);

/** Digits with an optional leading +, spaces, dots, hyphens or brackets; 6 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
export const phone = (field = 'app.field.phone'): Rule =>
  limited((v) => {
    if (isBlank(v)) return undefined;
    const s = String(v).trim();
    const digits = s.replace(/\D/g, '').length;
    return !PHONE_PATTERN.test(s) || digits < 6 || digits > 15 ? fail('phone', { field }) : undefined;
  }, 40);

/**
 * A real calendar day in SPEC §9's YYYY-MM-DD, years 0001 to 9999: `2024-13-45`,
 * `2023-02-29` and `0000-00-00` are not days.
 */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; years below 100 map to 19xx, same leap rule.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A YYYY-MM-DD query or body value that must be a real day. */
export const calendarDay = () =>
  z.string().max(10, 'app.validation.invalid').refine(isCalendarDay, 'app.validation.invalid');

/** NUL cannot be stored in PostgreSQL text and is never typed by a person. */
export const hasNul = (value: string) => value.includes('\u0000');
/** How deep the NUL checks look into a request part. */
const NUL_DEPTH = 32;

/**
 * NUL characters anywhere in a request part (strings, keys, nested objects and arrays),
 * one message per field: the gateway refuses them before any schema or database sees
 * them, for every route alike.
 */
export function nulErrors(input: unknown): FieldErrors | undefined {
  const out: FieldErrors = {};
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > NUL_DEPTH) return;
    if (typeof value === 'string') {
      if (hasNul(value)) out[path || 'root'] ??= { message: key('invalid') };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i), depth + 1));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        const at = path ? `${path}.${name}` : name;
        if (hasNul(name)) out[path || 'root'] ??= { message: key('invalid') };
        else walk(item, at, depth + 1);
      }
    }
  };
  walk(input, '', 0);
  return Object.keys(out).length ? out : undefined;
}

/**
 * Whether nulErrors would find anything (same walk, same depth bound), building nothing:
 * every request part is checked, so an ordinary one pays no path strings or closures.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (depth > NUL_DEPTH) return false;
  if (typeof value === 'string') return hasNul(value);
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsNul(value[i], depth + 1)) return true;
    return false;
  }
  for (const name in value) {
    if (!Object.hasOwn(value, name)) continue;
    if (hasNul(name) || holdsNul((value as Record<string, unknown>)[name], depth + 1)) return true;
  }
  return false;
}

export function firstFailure(rules: Rule[], value: unknown, values?: Record<string, unknown>) {
  for (const rule of rules) {
    const failure = rule(value, values);
    if (failure) return failure;
  }
  return undefined;
}

/** Zod issue carrying a rule's message key and arguments. */
function addRuleIssue(ctx: z.RefinementCtx, failure: ValidationMessage, path: PropertyKey[] = []) {
  ctx.addIssue({ code: 'custom', message: failure.message, params: { args: failure.args }, path });
}

/** The longest text the rules let through: the least of their limits, else of their fallbacks, else TEXT_MAX. */
export function limitOf(rules: Rule[]): number {
  const least = (values: (number | undefined)[]) => Math.min(...values.filter((n) => n !== undefined));
  const limit = least(rules.map((r) => r.limit));
  if (limit !== Infinity) return limit;
  const fallback = least(rules.map((r) => r.fallback));
  return fallback !== Infinity ? fallback : TEXT_MAX;
}

/**
 * A text field checked by rules; text is trimmed. Absent stays undefined (a partial
 * update leaves it alone); blank becomes null (the merchant cleared it). Its length, trimmed,
 * is at most what the rules let through (limitOf; /openapi.json's maxLength), with SPEC's
 * "must be less than n characters." past it (fieldErrors).
 */
export const text = (...rules: Rule[]) =>
  z
    .string()
    .trim()
    .max(limitOf(rules))
    .nullish()
    .superRefine((v, ctx) => {
      if (typeof v === 'string' && hasNul(v)) return addRuleIssue(ctx, fail('invalid'));
      const failure = firstFailure(rules, v);
      if (failure) addRuleIssue(ctx, failure);
    })
    .transform((v) => (v === undefined ? undefined : isBlank(v) ? null : (v as string).trim()));

/** A required text field: the output is always a non-empty trimmed string. */
export const requiredText = (...rules: Rule[]) => text(required(), ...rules).transform((v) => v as string);

/** A number typed as text: digits, sign, point and exponent never need more. */
export const NUMBER_TEXT_MAX = 32;

/** A number field (accepts numeric strings from forms); null when empty. */
export const numeric = (...rules: Rule[]) =>
  z
    .union([z.number(), z.string().max(NUMBER_TEXT_MAX)])
    .nullish()
    .superRefine((v, ctx) => {
      if (!isBlank(v) && Number.isNaN(Number(v))) return addRuleIssue(ctx, fail('number'));
      const failure = firstFailure(rules, v);
      if (failure) addRuleIssue(ctx, failure);
    })
    .transform((v) => (isBlank(v) ? null : Number(v)));

/** Cross-field rules (compare) that need the whole object. */
export const withFieldRules = <T extends z.ZodType>(schema: T, fields: Record<string, Rule[]>) =>
  schema.superRefine((values, ctx) => {
    const all = values as Record<string, unknown>;
    for (const [name, rules] of Object.entries(fields)) {
      const failure = firstFailure(rules, all[name], all);
      if (failure) addRuleIssue(ctx, failure, [name]);
    }
  });

export type FieldErrors = Record<string, ValidationMessage>;

/**
 * A field left out, as opposed to one of the wrong type. Zod 4 drops `input` from
 * issues unless parsed with `reportInput`, so without it we read zod's own wording
 * ("..., received undefined"); otherwise `{ name: 123 }` would be "can't be blank.".
 */
function isMissing(issue: z.core.$ZodIssue): boolean {
  return 'input' in issue ? issue.input === undefined : /received undefined$/.test(issue.message);
}

/** One message per field (the first), keyed by dotted path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'root';
    if (out[path]) continue;
    // Issue 29: past a bound of zod's own (`.max(n)` with no message of ours), in SPEC's words: a
    // text "must be less than n + 1 characters.", a list "must have at most n items.".
    const own = issue.message.startsWith('app.validation.');
    if (!own && issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) {
      const n = Number(issue.maximum);
      out[path] =
        issue.origin === 'string'
          ? { message: key('maxLength'), args: { n: n + 1 } }
          : { message: key('maxItems'), args: { n } };
      continue;
    }
    // Our rules' keys, and zod checks given one of our keys (`.min(1, 'app.validation.list')`).
    if (own) {
      const args = (issue as { params?: { args?: ValidationMessage['args'] } }).params?.args;
      out[path] = args ? { message: issue.message, args } : { message: issue.message };
    } else if (issue.code === 'invalid_type' && isMissing(issue)) {
      out[path] = { message: key('required') };
    } else {
      out[path] = { message: key('invalid') };
    }
  }
  return out;
}

/** Renders a message with its arguments the way polyglot does (`%{n}`). */
export function renderMessage(template: string, args: Record<string, string | number> = {}) {
  return template.replace(/%\{(\w+)\}/g, (_m, name: string) => String(args[name] ?? ''));
}
