/** SPEC §1: a user's initials are the first letters of the first and last name. */

export interface PersonName {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** First user-perceived character, so 'Đặng' typed with combining marks still gives 'Đ'. */
function firstLetter(text?: string | null): string {
  const s = (text ?? '').trim().normalize('NFC');
  if (!s) return '';
  const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)[Symbol.iterator]().next();
  return segment.done ? '' : segment.value.segment;
}

/** initials({ first_name: 'Đặng', last_name: 'Ánh' }) === 'ĐÁ'; falls back to the email's first letter. */
export function initials({ first_name, last_name, email }: PersonName): string {
  const letters = firstLetter(first_name) + firstLetter(last_name);
  return (letters || firstLetter(email)).toUpperCase();
}
