/**
 * CSV import (SPEC §5: missing columns, bad values per row, rows with no data; issue 15:
 * an export imported again changes nothing). Each product of the file (its rows grouped
 * by ID, else Handle) is checked with the product form's schema, then matched to the
 * shop's products by id, then handle, then SKU: a match is updated with the columns the
 * file has (or left unchanged when they already hold), the rest are created. A dry run
 * writes nothing and reports what a real run would do; a real run writes in one
 * transaction. Long files yield to the event loop between batches.
 */
import { ProductBody } from '../../../resources/product/product.schema';
import { fieldErrors, type ValidationMessage } from '../../../core/validation';
import { setImmediate as tick } from 'node:timers/promises';
import { ProductUpdateBody } from '../../../resources/product/product.schema';
import type { Db, Trx } from '../../db';
import { recordVersions } from '../../lib/history';
import type { ProductTable } from './product.tables';
import { chunks } from '../../lib/chunks';
import { parseCsvAsync } from '../../lib/csv';
import { dropTrailingBlankLines } from '../../lib/csvImport';
import { GatewayError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { handleLike, nextHandle, takenHandles } from '../../lib/text';
import { insertRelations, newProductRow, relationRows, type ProductInput } from './product.rows';
import { bodyOfGroup, fieldOfHeader, recordOf, type CsvRecord } from './product.csv';
import { loadRelations, productColumns, replaceRelations, searchText, toProduct } from './product.rows';
import { variantErrors } from './product.rules';
import { uniqueTags } from '../../lib/text';

export const IMPORT_REQUIRED = ['title', 'price'] as const;
const BATCH = 200;

export interface ImportRow {
  /** Line of the file where the product starts, the header being row 1. */
  row: number;
  status: 'ok' | 'error' | 'empty';
  /** What the import does with a good product. */
  action?: 'create' | 'update' | 'unchanged';
  title: string | null;
  errors: ({ column: string } & ValidationMessage)[];
}

export interface ImportReport {
  dry_run: boolean;
  rows: ImportRow[];
  missing_columns: string[];
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  ids: string[];
}

type Plan = {
  row: ImportRow;
  input: Partial<ProductInput>;
  current?: ProductTable;
  set?: Partial<ProductTable>;
  tags?: string[];
};

function groupRecords(fields: (string | undefined)[], records: string[][]) {
  const groups = new Map<string, CsvRecord[]>();
  const empty: number[] = [];
  records.forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return void empty.push(line);
    const record = recordOf(fields, cells, line);
    const key = record.id
      ? `id:${record.id}`
      : record.handle
        ? `handle:${record.handle.toLowerCase()}`
        : `line:${line}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  });
  return { groups: [...groups.values()], empty };
}

/** The shop's product each group means: by id, then handle, then SKU. */
async function findMatches(db: Db, shopId: string, heads: CsvRecord[]) {
  const pick = async (column: 'id' | 'handle' | 'sku', values: string[]) => {
    const found = new Map<string, ProductTable>();
    for (const part of chunks([...new Set(values.filter(Boolean))])) {
      for (const p of await db
        .selectFrom('products')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where(column, 'in', part)
        .execute()) {
        found.set(String(p[column]).toLowerCase(), p);
      }
    }
    return found;
  };
  const byId = await pick(
    'id',
    heads.map((h) => h.id ?? ''),
  );
  const byHandle = await pick(
    'handle',
    heads.map((h) => (h.handle ?? '').toLowerCase()),
  );
  const bySku = await pick(
    'sku',
    heads.map((h) => h.sku ?? ''),
  );
  return heads.map(
    (h) =>
      byId.get((h.id ?? '').toLowerCase()) ??
      byHandle.get((h.handle ?? '').toLowerCase()) ??
      bySku.get((h.sku ?? '').toLowerCase()),
  );
}

const sameOptions = (a: { name: string; values: string[] }[], b: { name: string; values: string[] }[]) =>
  a.length === b.length &&
  a.every((o, i) => o.name === b[i].name && [...o.values].sort().join('\n') === [...b[i].values].sort().join('\n'));

const JSON_COLUMNS = new Set<string>(['media', 'options', 'variants', 'custom_options']);
/** JSON equal once absent, null and empty values are the same thing. */
const sameJson = (a: string, b: string) => {
  const plain = (text: string) =>
    JSON.stringify(JSON.parse(text), (_k, v: unknown) => {
      if (v === null || v === '') return undefined;
      if (typeof v !== 'object' || Array.isArray(v)) return v;
      return Object.fromEntries(Object.entries(v as object).sort(([x], [y]) => x.localeCompare(y)));
    });
  return plain(a) === plain(b);
};

/** The columns an update would change, and the tags when they change. */
function changesOf(current: ProductTable, input: Partial<ProductInput>, tags: string[], digits: number) {
  // Options in another order but with the same values are the same options.
  if (input.options && sameOptions(input.options, JSON.parse(current.options)))
    input.options = JSON.parse(current.options);
  const columns = productColumns(input, digits);
  const set: Partial<ProductTable> = {};
  for (const [key, value] of Object.entries(columns) as [keyof ProductTable, unknown][]) {
    const same = JSON_COLUMNS.has(key)
      ? sameJson(String(value), String(current[key]))
      : String(value ?? '') === String(current[key] ?? '');
    if (!same) (set as Record<string, unknown>)[key] = value;
  }
  const newTags = input.tags ? uniqueTags(input.tags) : undefined;
  const tagsChanged = newTags !== undefined && newTags.join('\n') !== tags.join('\n');
  return { set, tags: tagsChanged ? newTags : undefined };
}

export async function importProducts(
  db: Db,
  shopId: string,
  csv: string,
  dryRun: boolean,
  digits: number,
  progress?: (percent: number) => Promise<void>,
): Promise<ImportReport> {
  const records = dropTrailingBlankLines(await parseCsvAsync(csv));
  const fields = (records[0] ?? []).map(fieldOfHeader);
  const present = new Set(fields.filter((f): f is string => Boolean(f)));
  const missing = IMPORT_REQUIRED.filter((c) => !present.has(c) && !(c === 'price' && present.has('variant_price')));
  const base = {
    dry_run: dryRun,
    missing_columns: [] as string[],
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: 0,
    ids: [] as string[],
  };
  if (missing.length) {
    throw new GatewayError(400, 'Please check data fields!', {
      code: 'product.import.missing_columns',
      data: { ...base, rows: [], missing_columns: [...missing] },
    });
  }
  const { groups, empty } = groupRecords(fields, records.slice(1));
  const matches = await findMatches(
    db,
    shopId,
    groups.map((g) => g.find((r) => r.title) ?? g[0]),
  );
  const { tags: currentTags } = await loadRelations(
    db,
    matches.filter((m): m is ProductTable => Boolean(m)).map((m) => m.id),
  );
  const plans: Plan[] = [];
  for (const [i, rows] of groups.entries()) {
    if (i % BATCH === 0) {
      await progress?.((i / groups.length) * 80);
      await tick();
    }
    const current = matches[i];
    const body = bodyOfGroup(present, rows);
    const row: ImportRow = {
      row: Number(rows[0].line),
      status: 'ok',
      title: typeof body.title === 'string' && body.title ? body.title : null,
      errors: [],
    };
    const parsed = (current ? ProductUpdateBody : ProductBody).safeParse(body);
    const input = parsed.success
      ? (Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<ProductInput>)
      : undefined;
    const errors = parsed.success
      ? (input!.options || input!.variants) &&
        variantErrors(
          input!.options ?? JSON.parse(current?.options ?? '[]'),
          input!.variants ?? JSON.parse(current?.variants ?? '[]'),
        )
      : fieldErrors(parsed.error);
    if (errors || !input) {
      plans.push({
        row: {
          ...row,
          status: 'error',
          errors: Object.entries(errors ?? {}).map(([path, m]) => ({ column: path.split('.')[0], ...m })),
        },
        input: {},
      });
      continue;
    }
    if (!current) {
      plans.push({ row: { ...row, action: 'create' }, input });
      continue;
    }
    const change = changesOf(current, input, currentTags.get(current.id) ?? [], digits);
    const same = !Object.keys(change.set).length && !change.tags;
    plans.push({ row: { ...row, action: same ? 'unchanged' : 'update' }, input, current, ...change });
  }
  const report: ImportReport = {
    ...base,
    rows: [
      ...plans.map((p) => p.row),
      ...empty.map((line): ImportRow => ({ row: line, status: 'empty', title: null, errors: [] })),
    ].sort((a, b) => a.row - b.row),
    created: plans.filter((p) => p.row.action === 'create').length,
    updated: plans.filter((p) => p.row.action === 'update').length,
    unchanged: plans.filter((p) => p.row.action === 'unchanged').length,
    errors: plans.filter((p) => p.row.status === 'error').length,
  };
  if (!dryRun) report.ids = await writePlans(db, shopId, plans, digits);
  return report;
}

/** One transaction; it yields to the event loop between batches (no progress writes inside: SQLite has one connection). */
async function writePlans(db: Db, shopId: string, plans: Plan[], digits: number) {
  const fresh = plans.filter((p) => p.row.action === 'create');
  const changed = plans.filter((p) => p.row.action === 'update');
  if (!fresh.length && !changed.length) return [];
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const ids: string[] = [];
    const good = fresh.map((p) => p.input as ProductInput);
    // better-sqlite3 answers synchronously: awaited queries alone never let other requests in.
    let asked = 0;
    const taken = await takenHandles(
      async (b) => {
        if (++asked % BATCH === 0) await tick();
        return trx
          .selectFrom('products')
          .select('handle')
          .where('shop_id', '=', shopId)
          .where((eb) => eb.or([eb('handle', '=', b), handleLike(b)]))
          .execute();
      },
      good.map((g) => g.title),
      'product',
      () => trx.selectFrom('products').select('handle').where('shop_id', '=', shopId).execute(),
    );
    const products = good.map((input) =>
      newProductRow(newId(), shopId, nextHandle(input.title, taken, 'product'), input, digits, at),
    );
    for (const [n, part] of chunks(products, BATCH).entries()) {
      await trx.insertInto('products').values(part).execute();
      await insertRelations(
        trx,
        part.map((p, i) =>
          relationRows(shopId, p.id, { tags: good[n * BATCH + i].tags, media: good[n * BATCH + i].media }, at),
        ),
      );
      await tick();
    }
    ids.push(...products.map((p) => p.id));
    for (const [i, p] of changed.entries()) {
      const set: Partial<ProductTable> = { ...p.set, updated_at: at };
      if (p.tags || set.title !== undefined || set.sku !== undefined || set.vendor !== undefined) {
        set.search = searchText(
          { ...p.current!, ...set },
          p.tags ?? (await loadRelations(trx, [p.current!.id])).tags.get(p.current!.id)!,
        );
      }
      await trx
        .updateTable('products')
        .set(set)
        .where('id', '=', p.current!.id)
        .where('shop_id', '=', shopId)
        .execute();
      await replaceRelations(
        trx,
        shopId,
        p.current!.id,
        { tags: p.tags, media: set.media !== undefined ? p.input.media : undefined },
        at,
      );
      ids.push(p.current!.id);
      if (i % BATCH === 0) await tick();
    }
    await keepImported(trx, shopId, ids, products.length);
    return ids;
  });
}

/** Issue 27: one version per product the import created (the first `created` ids) or updated, in its transaction. */
async function keepImported(trx: Trx, shopId: string, ids: string[], created: number) {
  const { currency } = await trx
    .selectFrom('shops')
    .select('currency')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  for (const [n, part] of chunks(ids, BATCH).entries()) {
    const rows = await trx
      .selectFrom('products')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', 'in', part)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const { tags, collections } = await loadRelations(trx, part);
    await recordVersions(
      trx,
      part.map((id, i) => ({
        shopId,
        resource: 'products',
        recordId: id,
        action: n * BATCH + i < created ? ('create' as const) : ('update' as const),
        state: toProduct(byId.get(id)!, tags.get(id)!, collections.get(id)!, currency),
      })),
    );
    await tick();
  }
}
