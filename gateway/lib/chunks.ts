/** Lists cut to a size every database takes as bound parameters (SQLite allows 32766 at most). */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
