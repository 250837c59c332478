/**
 * Bulk update (/products/bulk-updates): products chosen by ids or by the list's filter,
 * changed by formulas. The preview (POST) computes before and after and writes nothing;
 * apply (PUT) writes every change in one transaction.
 */
import type { z } from 'zod';
import { PRODUCT_STATUSES, type BulkUpdateBody } from '../../../resources/product/product.schema';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import type { ProductTable } from './product.tables';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { englishMessages } from '../../lib/serve';
import { allProductRows } from './product.query';
import { loadRelations, replaceRelations, searchText } from './product.rows';
import { chunks } from '../../lib/chunks';
import { type VariantInput } from './product.rules';
import { roundMoney } from '../../lib/money';
import { uniqueTags } from '../../lib/text';
import { dropExpired, keepForUndo } from './product.undo';

export type BulkBody = z.output<typeof BulkUpdateBody>;
type Change = BulkBody['changes'][number];
type Values = Partial<Record<Change['field'], number | string | string[] | null>>;

export interface BulkRow {
  id: string;
  title: string;
  before: Values;
  after: Values;
  changed: boolean;
}

const NUMBER_OPS = ['set', 'add', 'subtract', 'add_percent', 'subtract_percent'];
const TAG_OPS = ['set', 'add_tags', 'remove_tags'];
export const BULK_MAX_PRODUCTS = 10_000;

const asTags = (value: Change['value']) =>
  uniqueTags(Array.isArray(value) ? value : String(value).split(',')).filter((t) => t.length <= 50);

/** A change that names a formula its field has not, or a value of the wrong kind: 400. */
export function checkChanges(changes: Change[]): void {
  const errors: FieldErrors = {};
  changes.forEach((c, i) => {
    const bad = (name: string) => (errors[`changes.${i}.${name}`] = { message: 'app.validation.invalid' });
    if (c.field === 'status') {
      if (c.operation !== 'set') bad('operation');
      else if (!PRODUCT_STATUSES.includes(c.value as never)) bad('value');
    } else if (c.field === 'tags') {
      if (!TAG_OPS.includes(c.operation)) bad('operation');
      else if (c.operation !== 'set' && asTags(c.value).length === 0) bad('value');
    } else if (!NUMBER_OPS.includes(c.operation)) bad('operation');
    else if (
      Array.isArray(c.value) ||
      String(c.value).trim() === '' ||
      !Number.isFinite(Number(c.value)) ||
      Number(c.value) < 0
    ) {
      bad('value');
    }
  });
  if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
}

/** A number after a formula: never below 0, money rounded, quantities whole. */
export function applyFormula(before: number | null, c: Change, digits: number): number | null {
  const v = Number(c.value);
  let after: number | null;
  switch (c.operation) {
    case 'set':
      after = v;
      break;
    case 'add':
      after = before === null ? null : before + v;
      break;
    case 'subtract':
      after = before === null ? null : before - v;
      break;
    case 'add_percent':
      after = before === null ? null : before * (1 + v / 100);
      break;
    case 'subtract_percent':
      after = before === null ? null : before * (1 - v / 100);
      break;
    default:
      after = before;
  }
  if (after === null) return null;
  return Math.max(0, c.field === 'quantity' ? Math.round(after) : roundMoney(after, digits));
}

function applyTags(before: string[], c: Change): string[] {
  const value = asTags(c.value);
  if (c.operation === 'set') return value;
  if (c.operation === 'add_tags') return uniqueTags([...before, ...value]);
  const removed = new Set(value.map((t) => t.toLowerCase()));
  return before.filter((t) => !removed.has(t.toLowerCase()));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Before and after for each chosen product, and the variant prices that follow the product's. */
export async function planBulk(db: Db, shopId: string, body: BulkBody, digits: number) {
  checkChanges(body.changes);
  const rows = body.ids.length
    ? await allProductRows(db, shopId, { ids: body.ids.join(',') }, { sort: 'created_at', order: 'desc' })
    : await allProductRows(db, shopId, body.filter, { sort: 'created_at', order: 'desc' });
  if (rows.length > BULK_MAX_PRODUCTS) {
    const errors = { ids: { message: 'app.validation.maxValue', args: { n: BULK_MAX_PRODUCTS + 1 } } };
    throw badRequest(errors, englishMessages(errors));
  }
  const { tags } = await loadRelations(
    db,
    rows.map((r) => r.id),
  );
  const plans = rows.map((row) => {
    const before: Values = {};
    const after: Values = {};
    const update: Partial<ProductTable> = {};
    let variants = JSON.parse(row.variants) as VariantInput[];
    let newTags: string[] | undefined;
    // Changes apply in order; a second change of a field starts from the first one's result.
    for (const c of body.changes) {
      if (c.field === 'tags') {
        if (!('tags' in before)) before.tags = tags.get(row.id) ?? [];
        newTags = applyTags(newTags ?? (before.tags as string[]), c);
        after.tags = newTags;
      } else if (c.field === 'status') {
        if (!('status' in before)) before.status = row.status;
        after.status = update.status = String(c.value);
      } else {
        const field = c.field;
        if (!(field in before)) before[field] = row[field];
        const current = (field in after ? after[field] : row[field]) as number | null;
        const value = applyFormula(current, c, digits);
        after[field] = value;
        if (field === 'compare_at_price') update.compare_at_price = value;
        else update[field] = value ?? 0;
        variants = variants.map((v) => ({ ...v, [field]: applyFormula(v[field] ?? null, c, digits) }));
      }
    }
    if (variants.length) update.variants = JSON.stringify(variants);
    const changed = !same(before, after) || (update.variants !== undefined && update.variants !== row.variants);
    return { row, update, newTags, result: { id: row.id, title: row.title, before, after, changed } as BulkRow };
  });
  return plans;
}

/**
 * PUT: every changed product written in one transaction; nothing when any write fails.
 * The previous values are kept with the update for 24 hours, so it can be undone.
 */
export async function applyBulk(
  db: Db,
  shopId: string,
  userId: string,
  body: BulkBody,
  plans: Awaited<ReturnType<typeof planBulk>>,
  /** Keeps each changed product's new state as a version (issue 27), in the update's transaction. */
  keep: (trx: Db, ids: string[]) => Promise<void>,
) {
  const changed = plans.filter((p) => p.result.changed);
  const at = nowIso();
  const kept = await db.transaction().execute(async (trx) => {
    await dropExpired(trx, shopId, at);
    const undo = changed.length
      ? await keepForUndo(
          trx,
          shopId,
          userId,
          changed.map((p) => ({
            row: p.row,
            update: p.update,
            newTags: p.newTags,
            oldTags: p.result.before.tags as string[] | undefined,
          })),
          body.changes,
          at,
        )
      : undefined;
    for (const part of chunks(changed, 200)) {
      for (const { row, update, newTags } of part) {
        const set: Partial<ProductTable> = { ...update, updated_at: at };
        if (newTags) set.search = searchText(row, newTags);
        await trx.updateTable('products').set(set).where('id', '=', row.id).where('shop_id', '=', shopId).execute();
        if (newTags) await replaceRelations(trx, shopId, row.id, { tags: newTags }, at);
      }
    }
    await keep(
      trx,
      changed.map((p) => p.row.id),
    );
    return undo;
  });
  return { ids: changed.map((p) => p.row.id), undo: kept };
}
