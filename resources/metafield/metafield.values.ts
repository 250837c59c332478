/**
 * A metafield value checked by its definition's type and validation (shared by the card and
 * the gateway). Answers the stored value or the SPEC §5 message of the first failure.
 */
import {
  atLeast,
  between,
  calendarDay,
  firstFailure,
  maxLength,
  maxValue,
  numeric,
  required,
  type ValidationMessage,
} from '../../core/validation';
import type { MetafieldDefinition, MetafieldValue } from './metafield.resource';

type Definition = Pick<MetafieldDefinition, 'type' | 'validation'>;
export type Checked = { ok: true; value: MetafieldValue } | { ok: false; error: ValidationMessage };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const fail = (message: string, args?: Record<string, string | number>): Checked => ({
  ok: false,
  error: args ? { message: `app.validation.${message}`, args } : { message: `app.validation.${message}` },
});

function isUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function checkMetafieldValue(definition: Definition, input: unknown): Checked {
  const { validation: rule, type } = definition;
  if (type !== 'boolean' && blank(input)) return rule.required ? fail('required') : { ok: true, value: null };
  switch (type) {
    case 'boolean':
      if (input === undefined || input === null) return rule.required ? fail('required') : { ok: true, value: null };
      if (typeof input === 'boolean') return { ok: true, value: input };
      if (input === 'true' || input === 'false') return { ok: true, value: input === 'true' };
      return fail('invalid');
    case 'number': {
      const parsed = numeric().safeParse(input);
      if (!parsed.success || parsed.data === null) return fail('number');
      const { min, max } = rule;
      // Both: inclusive range; only a minimum: at least it; only a maximum: below it (SPEC §5 maxValue).
      const rules =
        min !== null && max !== null
          ? [between(min, max)]
          : [...(min !== null ? [atLeast(min)] : []), ...(max !== null ? [maxValue(max)] : [])];
      const failure = firstFailure(rules, parsed.data);
      if (failure) return { ok: false, error: failure };
      return { ok: true, value: parsed.data };
    }
    case 'date':
      if (typeof input !== 'string' || !calendarDay().safeParse(input.trim()).success) return fail('invalid');
      return { ok: true, value: input.trim() };
    case 'text':
    case 'url': {
      if (typeof input !== 'string') return fail('invalid');
      const value = input.trim();
      const failure = firstFailure(
        [required(), maxLength((rule.max_length ?? (type === 'url' ? 2048 : 5000)) + 1)],
        value,
      );
      if (failure) return { ok: false, error: failure };
      if (type === 'url' && !isUrl(value)) return fail('invalid');
      return { ok: true, value };
    }
    default:
      return fail('invalid');
  }
}
