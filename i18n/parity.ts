/**
 * English / Vietnamese parity of a message tree, for the i18n tests: the same keys, no
 * empty message, and the same %{placeholders} in both languages. No vitest here, so each
 * test states its own expectation (`expect(parityProblems(en, vi)).toEqual([])`) and a
 * failure lists every problem at once.
 */
export type MessageTree = { [k: string]: string | MessageTree };

/** Every [dotted key, message] of a tree, keys prefixed with `prefix`. */
export const leaves = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );

/** The distinct %{name} placeholders of a message, sorted. */
export const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();

/** What differs between the two languages; empty when they match. */
export function parityProblems(enTree: unknown, viTree: unknown): string[] {
  const en = new Map(leaves(enTree as MessageTree));
  const vi = new Map(leaves(viTree as MessageTree));
  const problems: string[] = [];
  for (const key of vi.keys()) if (!en.has(key)) problems.push(`${key}: only in Vietnamese`);
  for (const [key, text] of en) {
    const other = vi.get(key);
    if (other === undefined) {
      problems.push(`${key}: only in English`);
      continue;
    }
    if (text.trim() === '') problems.push(`${key}: empty in English`);
    if (other.trim() === '') problems.push(`${key}: empty in Vietnamese`);
    const [a, b] = [placeholders(text).join(' '), placeholders(other).join(' ')];
    if (a !== b) problems.push(`${key}: placeholders ${a || '(none)'} in English, ${b || '(none)'} in Vietnamese`);
  }
  return problems;
}
