/**
 * Remembered page boundaries for deep pages (issue 30 item 4). The SPEC §7 wire pages by
 * page/limit, with no cursor, so page 2,000 is "skip 39,980 rows": even over a covering index that
 * walks 39,980 index entries on every call. A list that has been served at a deep offset remembers
 * where that page began: the sort values and id of its first row, at that position. A later call
 * at the same or a deeper offset of the same list seeks to that row on the index
 * (`(sort columns, id) >= (values, id)` for ascending) and skips only the difference, so
 * asking page 2,000 again, or paging on from it, costs what page 1 costs.
 *
 * A boundary is only true while the list's rows stay as they were: each is kept with the list's
 * version (a counter its table's triggers move on every write of the shop's rows), and a list
 * whose version moved forgets them. Kept per database handle and in this process only (another
 * instance keeps its own); bounded: MAX_LISTS lists (the oldest used forgotten first), MAX_ANCHORS
 * boundaries a list (the farthest from the last asked forgotten first).
 */
export interface Anchor {
  /** The row's position in the list, from 0. */
  position: number;
  /** Its values of the sort's columns, in order. */
  values: unknown[];
  id: string;
}

interface Remembered {
  version: string;
  /** By position, ascending. */
  anchors: Anchor[];
}

const MAX_LISTS = 1000;
const MAX_ANCHORS = 32;
const byDb = new WeakMap<object, Map<string, Remembered>>();

function lists(db: object) {
  let map = byDb.get(db);
  if (!map) byDb.set(db, (map = new Map()));
  return map;
}

/** The remembered boundary nearest at or before `offset` in the list `key` at `version`. */
export function nearestAnchor(db: object, key: string, version: string, offset: number): Anchor | undefined {
  const map = lists(db);
  const list = map.get(key);
  if (!list) return undefined;
  if (list.version !== version) {
    map.delete(key);
    return undefined;
  }
  // Used again: the most recent in the map's order.
  map.delete(key);
  map.set(key, list);
  let best: Anchor | undefined;
  for (const anchor of list.anchors) if (anchor.position <= offset) best = anchor;
  return best;
}

/** Remembers where a page of the list `key` at `version` began. */
export function rememberAnchor(db: object, key: string, version: string, anchor: Anchor): void {
  const map = lists(db);
  let list = map.get(key);
  if (!list || list.version !== version) list = { version, anchors: [] };
  map.delete(key);
  map.set(key, list);
  if (map.size > MAX_LISTS) map.delete(map.keys().next().value!);
  const anchors = list.anchors.filter((a) => a.position !== anchor.position);
  anchors.push(anchor);
  anchors.sort((a, b) => a.position - b.position);
  while (anchors.length > MAX_ANCHORS) {
    const first = Math.abs(anchors[0].position - anchor.position);
    const last = Math.abs(anchors[anchors.length - 1].position - anchor.position);
    if (first > last) anchors.shift();
    else anchors.pop();
  }
  list.anchors = anchors;
}
