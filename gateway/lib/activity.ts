/**
 * Issue 27 item 4: the shop's activity read from record_versions. Each entry is joined to
 * the version before it (the unique (shop, resource, record, version) index), so the fields
 * an update changed are compared here, on the gateway, one query per page. Days are the
 * shop's own (its fixed UTC offset): `to` takes in the whole of its last day.
 */
import type { Kysely } from 'kysely';
import type { ActivityEntry, ActivityFilters } from '../../resources/activity/activity.contract';
import { timezoneOffsetMinutes, TIMEZONES, type Timezone } from '../../core/timezones';
import type { Db } from '../db';
import type { RecordVersionRow } from './history';
import { json } from './json';

/** Read by the activity calls and the shops overview (two modules): so it lives here, on history.ts's row type. */
type VersionsDb = Kysely<{ record_versions: RecordVersionRow }>;
const versions = (db: Db) => db as unknown as VersionsDb;

const DAY_MS = 86_400_000;

/** Minutes east of UTC of a shop's time zone (0 for one not in the list). */
export const offsetOf = (timezone: string | undefined) =>
  timezone && (TIMEZONES as readonly string[]).includes(timezone) ? timezoneOffsetMinutes(timezone as Timezone) : 0;

/** The instant a shop-local day starts, as the gateway writes instants. */
export const dayStart = (day: string, offsetMinutes: number, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS - offsetMinutes * 60_000).toISOString();

/** The shop's versions narrowed by the filters (a query to select from). */
export function filteredVersions(db: Db, shopId: string, filters: ActivityFilters, offsetMinutes: number) {
  let q = versions(db).selectFrom('record_versions as v').where('v.shop_id', '=', shopId);
  if (filters.author) q = q.where('v.author_id', '=', filters.author);
  if (filters.resource) q = q.where('v.resource', '=', filters.resource);
  if (filters.record_id) q = q.where('v.record_id', '=', filters.record_id);
  if (filters.from) q = q.where('v.at', '>=', dayStart(filters.from, offsetMinutes));
  if (filters.to) q = q.where('v.at', '<', dayStart(filters.to, offsetMinutes, 1));
  return q;
}
type Filtered = ReturnType<typeof filteredVersions>;

/** What no merchant edits: never named as a change. */
const META = new Set(['id', '_id', 'shop_id', 'version', 'created_at', 'updated_at', 'search']);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ, in the newer state's order. */
export function changedNames(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names.filter((name) => !META.has(name) && !same(before[name], after[name]));
}

/** What a record is called, as its state kept it. */
const NAME_FIELDS = ['title', 'name', 'subject', 'email', 'code', 'handle'];
export function displayName(state: Record<string, unknown> | null): string | null {
  for (const field of NAME_FIELDS) {
    const value = state?.[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const person = [state?.first_name, state?.last_name].filter((v) => typeof v === 'string' && v).join(' ');
  return person || null;
}

/** The entries' columns, each with the previous version's state beside it. */
const withPrevious = (q: Filtered) =>
  q
    .leftJoin('record_versions as p', (join) =>
      join
        .onRef('p.shop_id', '=', 'v.shop_id')
        .onRef('p.resource', '=', 'v.resource')
        .onRef('p.record_id', '=', 'v.record_id')
        .on((eb) => eb('p.version', '=', eb('v.version', '-', 1))),
    )
    .select([
      'v.id',
      'v.at',
      'v.action',
      'v.author_id',
      'v.author_name',
      'v.resource',
      'v.record_id',
      'v.version',
      'v.source',
      'v.state',
      'p.state as previous',
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof withPrevious>['execute']>>[number];

function entryOf(row: Row): ActivityEntry {
  const state = json<Record<string, unknown> | null>(row.state, null);
  const action = row.action as ActivityEntry['action'];
  const previous = row.previous === null ? null : json<Record<string, unknown> | null>(row.previous, null);
  return {
    id: row.id,
    at: row.at,
    action,
    author: { id: row.author_id, name: row.author_name },
    resource: row.resource,
    record_id: row.record_id,
    // A delete keeps the record as it was: its name still reads.
    name: displayName(state),
    version: Number(row.version),
    source: row.source,
    changed: (action === 'update' || action === 'restore') && previous && state ? changedNames(previous, state) : [],
  };
}

/** One page (offset paging, like the other lists), newest first, and the total. */
export async function activityPage(q: () => Filtered, page: number, limit: number) {
  const [{ total }, rows] = await Promise.all([
    q()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
    withPrevious(q())
      .orderBy('v.at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { entries: rows.map(entryOf), total: Number(total) };
}

const CSV_PAGE = 1000;

/** Every entry, newest first, a keyset page at a time (a change written meanwhile neither shifts nor repeats one). */
export async function* activityPages(q: () => Filtered): AsyncGenerator<ActivityEntry[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    let page = withPrevious(q());
    if (after) {
      const { at, id } = after;
      page = page.where((eb) => eb.or([eb('v.at', '<', at), eb.and([eb('v.at', '=', at), eb('v.id', '<', id)])]));
    }
    const rows = await page.orderBy('v.at', 'desc').orderBy('v.id', 'desc').limit(CSV_PAGE).execute();
    if (rows.length) yield rows.map(entryOf);
    if (rows.length < CSV_PAGE) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.id };
  }
}

/**
 * The last few changes of each of these shops (the several-shops overview), in one statement:
 * a UNION ALL of each shop's newest `count` on its own (shop_id, at, id) index, so 20 shops
 * cost one round trip, not 20 (on PostgreSQL each was a pool checkout and a round trip).
 */
export async function lastChanges(db: Db, shopIds: string[], count = 3) {
  const found = new Map<string, ActivityEntry[]>(shopIds.map((id) => [id, []]));
  if (!shopIds.length) return found;
  const arms = shopIds.map((shopId, i) =>
    versions(db)
      .selectFrom(
        withPrevious(versions(db).selectFrom('record_versions as v').where('v.shop_id', '=', shopId))
          .select('v.shop_id')
          .orderBy('v.at', 'desc')
          .orderBy('v.id', 'desc')
          .limit(count)
          .as(`s${i}`),
      )
      .selectAll(),
  );
  const [first, ...rest] = arms;
  const rows = await (rest.length ? first.unionAll(rest) : first).execute();
  // Newest first in each shop, as each arm read them (a UNION ALL keeps no order).
  rows.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  for (const row of rows) found.get(row.shop_id)?.push(entryOf(row));
  return found;
}
