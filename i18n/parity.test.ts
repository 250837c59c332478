import { describe, expect, it } from 'vitest';
import { leaves, parityProblems } from './parity';

describe('parityProblems', () => {
  it('finds nothing when both languages have the same keys and placeholders', () => {
    expect(parityProblems({ a: { b: 'Hi %{name}' }, c: 'Bye' }, { a: { b: 'Chào %{name}' }, c: 'Tạm biệt' })).toEqual(
      [],
    );
  });

  it('reports keys missing on either side, empty messages and differing placeholders', () => {
    const en = { a: 'One', b: '', c: '%{n} items', d: 'Only English' };
    const vi = { a: ' ', b: 'Hai', c: '%{count} mục', e: 'Chỉ tiếng Việt' };
    expect(parityProblems(en, vi)).toEqual([
      'e: only in Vietnamese',
      'a: empty in Vietnamese',
      'b: empty in English',
      'c: placeholders %{n} in English, %{count} in Vietnamese',
      'd: only in English',
    ]);
  });

  it('flattens nested messages into dotted keys', () => {
    expect(leaves({ x: { y: 'Y', z: { w: 'W' } } }, 'p.')).toEqual([
      ['p.x.y', 'Y'],
      ['p.x.z.w', 'W'],
    ]);
  });
});
