/**
 * Menu items as a tree (what is stored) and as a flat list with depths (what the editor
 * drags): moving a row moves its sub-items with it, and depths stay within SPEC's three
 * levels and never skip a level.
 */
import { MENU_MAX_DEPTH, type MENU_LINK_TYPES } from './menu.resource';

export type FlatItem = {
  id: string;
  name: string;
  type: (typeof MENU_LINK_TYPES)[number];
  target_id: string | null;
  url: string;
  depth: number;
};

/** An item as the form or the gateway holds it. */
export type TreeItem = {
  id: string;
  name?: string | null;
  type?: FlatItem['type'];
  target_id?: string | null;
  url?: string;
  children?: TreeItem[];
};

export function flatten(items: TreeItem[] = [], depth = 0): FlatItem[] {
  return items.flatMap((i) => [
    { id: i.id, name: i.name ?? '', type: i.type ?? 'url', target_id: i.target_id ?? null, url: i.url ?? '', depth },
    ...flatten(i.children ?? [], depth + 1),
  ]);
}

type Node = Omit<FlatItem, 'depth'> & { children: Node[] };

export function build(flat: FlatItem[]): Node[] {
  const root: Node[] = [];
  const stack: { depth: number; children: Node[] }[] = [{ depth: -1, children: root }];
  for (const { depth, ...item } of normalise(flat)) {
    while (stack[stack.length - 1].depth >= depth) stack.pop();
    const node: Node = { ...item, children: [] };
    stack[stack.length - 1].children.push(node);
    stack.push({ depth, children: node.children });
  }
  return root;
}

/** No row deeper than one below the row above it, none beyond the last level. */
export function normalise(flat: FlatItem[]): FlatItem[] {
  let previous = -1;
  return flat.map((item) => {
    const depth = Math.max(0, Math.min(item.depth, previous + 1, MENU_MAX_DEPTH - 1));
    previous = depth;
    return { ...item, depth };
  });
}

/** The row and the rows below it that are its sub-items. */
export function block(flat: FlatItem[], index: number): number {
  let end = index + 1;
  while (end < flat.length && flat[end].depth > flat[index].depth) end++;
  return end - index;
}

/**
 * Moves the row `activeId` (with its sub-items) onto `overId`'s place, shifted by
 * `levels` (a drag to the right nests it under the row above, to the left lifts it).
 */
export function move(flat: FlatItem[], activeId: string, overId: string, levels: number): FlatItem[] {
  const from = flat.findIndex((i) => i.id === activeId);
  const overAt = flat.findIndex((i) => i.id === overId);
  if (from < 0 || overAt < 0) return flat;
  const size = block(flat, from);
  const moving = flat.slice(from, from + size);
  const rest = [...flat.slice(0, from), ...flat.slice(from + size)];
  let at: number;
  if (overAt >= from && overAt < from + size) at = from;
  else {
    const overInRest = rest.findIndex((i) => i.id === overId);
    at = overAt > from ? overInRest + block(rest, overInRest) : overInRest;
  }
  const height = Math.max(...moving.map((i) => i.depth)) - moving[0].depth;
  const above = rest[at - 1];
  const maxDepth = Math.min(above ? above.depth + 1 : 0, MENU_MAX_DEPTH - 1 - height);
  const depth = Math.max(0, Math.min(moving[0].depth + levels, maxDepth));
  const shift = depth - moving[0].depth;
  return normalise([...rest.slice(0, at), ...moving.map((i) => ({ ...i, depth: i.depth + shift })), ...rest.slice(at)]);
}

/** Nest (+1) or lift (-1) a row with its sub-items, in place. */
export const indent = (flat: FlatItem[], id: string, levels: number) => move(flat, id, id, levels);
