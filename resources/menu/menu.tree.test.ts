import { describe, expect, it } from 'vitest';
import { build, flatten, indent, move, type FlatItem } from './menu.tree';

const rows = (spec: string): FlatItem[] =>
  spec.split(' ').map((s) => {
    const depth = s.length - s.replace(/^>+/, '').length;
    const id = s.slice(depth);
    return { id, name: id, type: 'url', target_id: null, url: `/${id}`, depth };
  });
const show = (flat: FlatItem[]) => flat.map((i) => `${'>'.repeat(i.depth)}${i.id}`).join(' ');

describe('menu tree', () => {
  it('flattens and rebuilds the same tree', () => {
    const flat = rows('a >b >>c d');
    expect(show(flatten(build(flat)))).toBe('a >b >>c d');
    expect(build(flat)[0].children[0].children[0].id).toBe('c');
  });

  it.each([
    ['a b c d', 'd', 'a', 0, 'd a b c'],
    ['a b c d', 'a', 'c', 0, 'b c a d'],
    ['a >b >>c d', 'a', 'd', 0, 'd a >b >>c'],
    ['a b c', 'b', 'b', 1, 'a >b c'],
    ['a b c', 'c', 'c', 5, 'a >c'.replace('>c', 'b >c')],
    ['a >b >>c', 'c', 'c', 1, 'a >b >>c'],
    ['a >b >>c', 'b', 'b', -1, 'a b >c'],
    ['a b >c', 'a', 'a', 1, 'a b >c'],
    ['a >b >>c d', 'd', 'd', 2, 'a >b >>c >d'.replace('>d', '>>d')],
    ['a >b c >d', 'c', 'c', 1, 'a >b >c >>d'],
    ['a >b >>c d >e', 'd', 'd', 1, 'a >b >>c >d >>e'],
  ])('%s: move %s onto %s by %i level(s) -> %s', (spec, active, over, levels, expected) => {
    expect(show(move(rows(spec), active, over, levels))).toBe(expected);
  });

  it('indents within the three levels only', () => {
    expect(show(indent(rows('a >b >>c d'), 'd', 3))).toBe('a >b >>c >>d');
  });
});
