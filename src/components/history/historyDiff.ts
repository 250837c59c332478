/**
 * What changed between two versions of a record (issue 27): field by field, and for long or
 * rich text a word diff. The `diff` package is not among the app's dependencies, so the word
 * diff is a small longest-common-subsequence (texts are capped: a record's description).
 */

/** What no merchant edits: not shown as a change. */
const META = new Set(['id', '_id', 'shop_id', 'version', 'created_at', 'updated_at', 'search']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ, in the newer state's order (then fields only the older had). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  const a = before ?? {};
  const b = after ?? {};
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((name) => !META.has(name));
  return names.filter((name) => !same(a[name], b[name])).map((field) => ({ field, before: a[field], after: b[field] }));
}

export interface TextPart {
  text: string;
  /** Only in the older text (removed) or only in the newer (added); neither: kept. */
  change?: 'removed' | 'added';
}

/** Words beyond this are compared as two whole texts (the table is words × words). */
const WORDS_MAX = 2000;

const tags = /<[^>]*>/g;
/** Rich text is compared as its words: tags are markup, not what the merchant wrote. */
export const plainText = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(tags, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : JSON.stringify(value ?? '');

/** A word diff of two texts: kept, removed and added runs, in reading order. */
export function textDiff(before: string, after: string): TextPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length > WORDS_MAX || b.length > WORDS_MAX) {
    return [
      { text: before, change: 'removed' },
      { text: after, change: 'added' },
    ];
  }
  // lcs[i][j]: the longest common run of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const parts: TextPart[] = [];
  const push = (text: string, change?: TextPart['change']) => {
    const last = parts[parts.length - 1];
    if (last && last.change === change) last.text += text;
    else parts.push({ text, change });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i]);
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) push(a[i++], 'removed');
    else push(b[j++], 'added');
  }
  while (i < a.length) push(a[i++], 'removed');
  while (j < b.length) push(b[j++], 'added');
  return parts;
}

/** Whether a change reads best as a text diff (long or rich text) rather than "before → after". */
export const isLongText = (change: FieldChange) =>
  [change.before, change.after].some((v) => typeof v === 'string' && (v.length > 60 || /<[a-z][^>]*>/i.test(v)));
