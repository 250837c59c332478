/**
 * takenHandles: the handles a batch of new rows could collide with are the same whether asked a
 * slug at a time or picked from all of the shop's handles at once (the bulk import's way).
 */
import { describe, expect, it } from 'vitest';
import { nextHandle, takenHandles } from './text';

const shop = ['mug', 'mug-2', 'mug-blue', 'bowl-7', 'tall-vase-3', 'tall', 'plate', 'mugs', 'x-bowl'];
/** What `handle = base OR handle LIKE 'base-%'` finds. */
const byQuery = async (base: string) =>
  shop.filter((h) => h === base || h.startsWith(`${base}-`)).map((handle) => ({ handle }));
const all = async () => shop.map((handle) => ({ handle }));

describe('takenHandles', () => {
  it('finds the same handles from all of the shop at once as a query a slug', async () => {
    const titles = ['Mug', 'Bowl', 'Tall Vase', 'Tall', 'Cup', ...Array.from({ length: 60 }, (_, i) => `Item ${i}`)];
    const queried = await takenHandles(byQuery, titles, 'product');
    const picked = await takenHandles(byQuery, titles, 'product', all);
    expect([...picked].sort()).toEqual([...queried].sort());
    expect([...picked].sort()).toEqual(['bowl-7', 'mug', 'mug-2', 'mug-blue', 'tall', 'tall-vase-3']);
    expect(nextHandle('Mug', picked, 'product')).toBe('mug-3');
  });

  it('asks a query a slug when there are few, even with `all`', async () => {
    let asked = 0;
    const counted = async (base: string) => (asked++, byQuery(base));
    const reads: number[] = [];
    await takenHandles(counted, ['Mug', 'Bowl'], 'product', async () => (reads.push(1), all()));
    expect(asked).toBe(2);
    expect(reads).toEqual([]);
  });
});
