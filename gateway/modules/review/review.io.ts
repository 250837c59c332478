/**
 * Review CSV import (dry run first, per-row report: missing columns, unknown product,
 * bad values, rows without data) and the EXPORT-REVIEW job (CSV with progress).
 */
import {
  REVIEW_IMPORT_OPTIONAL,
  REVIEW_IMPORT_REQUIRED,
  ReviewBody,
  ReviewExportParams,
  type ReviewImportReport,
  type ReviewImportRow,
  type ReviewType,
} from '../../../resources/review/review.schema';
import { fieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import { newId, nowIso } from '../../lib/ids';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import { csvLine, parseCsv, readCell } from '../../lib/csv';
import { readImportRecords } from '../../lib/csvImport';
import { PAGE_ROWS } from '../../lib/idPages';
import type { ShopSheet } from '../../lib/module';
import { customerIdOf, filteredReviews, newReviewRow, reviewColumns, toReview, withProducts } from './review.rows';
import { recordVersions } from '../../lib/history';
import { inList } from '../../lib/chunks';

const KNOWN = new Set<string>([...REVIEW_IMPORT_REQUIRED, ...REVIEW_IMPORT_OPTIONAL]);

export async function importReviews(
  db: Db,
  shopId: string,
  type: ReviewType,
  csv: string,
  dryRun: boolean,
): Promise<ReviewImportReport> {
  const { header, rows: records } = readImportRecords(parseCsv(csv), REVIEW_IMPORT_REQUIRED, {
    code: 'review.import.missing_columns',
    report: (missing): ReviewImportReport => ({
      dry_run: dryRun,
      rows: [],
      missing_columns: missing,
      created: 0,
      ids: [],
    }),
  });
  const handles = new Map(
    (await db.selectFrom('products').select(['id', 'handle']).where('shop_id', '=', shopId).execute()).map((p) => [
      p.handle,
      p.id,
    ]),
  );
  const rows: ReviewImportRow[] = [];
  const good: { body: ReturnType<typeof ReviewBody.parse>; productId: string; createdAt: string | undefined }[] = [];
  records.forEach(({ row, cells, empty }) => {
    if (empty) return void rows.push({ row, status: 'empty', product_handle: null, errors: [] });
    const cell: Record<string, string> = {};
    header.forEach((column, at) => {
      if (KNOWN.has(column)) cell[column] = readCell((cells[at] ?? '').trim());
    });
    const handle = cell.product_handle || null;
    const errors: ReviewImportRow['errors'] = [];
    const productId = handle ? handles.get(handle) : undefined;
    if (!productId)
      errors.push({ column: 'product_handle', message: handle ? 'app.validation.invalid' : 'app.validation.required' });
    const parsed = ReviewBody.safeParse({
      type,
      subject: cell.subject,
      content: cell.content,
      full_name: cell.full_name,
      customer_email: cell.customer_email,
      rating: type === 'question' ? undefined : cell.rating || undefined,
      status: cell.status || 'approved',
      images: (cell.images ?? '').split(/[;\s]+/).filter(Boolean),
    });
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error)))
        errors.push({ column: path.split('.')[0], ...message });
    }
    const createdAt =
      cell.created_at && !Number.isNaN(Date.parse(cell.created_at))
        ? new Date(cell.created_at).toISOString()
        : undefined;
    if (cell.created_at && !createdAt) errors.push({ column: 'created_at', message: 'app.validation.invalid' });
    if (errors.length || !parsed.success || !productId)
      return void rows.push({ row, status: 'error', product_handle: handle, errors });
    rows.push({ row, status: 'ok', product_handle: handle, errors: [] });
    good.push({ body: parsed.data, productId, createdAt });
  });
  const ids: string[] = [];
  if (!dryRun && good.length) {
    await db.transaction().execute(async (trx) => {
      for (const { body, productId, createdAt } of good) {
        const id = newId();
        const at = createdAt ?? nowIso();
        const cols = reviewColumns(body, undefined, at);
        await trx
          .insertInto('reviews')
          .values(
            newReviewRow(
              {
                id,
                shop_id: shopId,
                type,
                product_id: productId,
                customer_id: await customerIdOf(trx, shopId, body.customer_email),
              },
              at,
              cols,
            ),
          )
          .execute();
        ids.push(id);
      }
      // Issue 27: one version per review the import created, in its transaction.
      const made = await trx
        .selectFrom('reviews')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where(inList(trx, 'id', ids))
        .execute();
      const states = await withProducts(trx, shopId, made);
      await recordVersions(
        trx,
        states.map((state) => ({ shopId, resource: 'reviews', recordId: state.id, action: 'create' as const, state })),
      );
    });
  }
  return { dry_run: dryRun, rows, missing_columns: [], created: ids.length, ids };
}

export const REVIEW_CSV_COLUMNS = [
  'type',
  'product_handle',
  'product_title',
  'full_name',
  'customer_email',
  'subject',
  'content',
  'rating',
  'status',
  'images',
  'replies',
  'created_at',
] as const;

type ReviewRow = Parameters<typeof toReview>[0] & { product_handle: string | null; product_title: string | null };

/** One review or question as a line of the export. */
export function reviewCsvRow(row: ReviewRow): unknown[] {
  const r = toReview(row);
  return [
    r.type,
    row.product_handle,
    row.product_title,
    r.full_name,
    r.customer_email,
    r.subject,
    r.content,
    r.rating,
    r.status,
    r.images.join(';'),
    r.replies.map((x) => x.content).join(' | '),
    r.created_at,
  ];
}

/** The shop's data download (EXPORT-SHOP): every review and question, as the export writes them. */
export const reviewSheet: ShopSheet = {
  file: 'reviews.csv',
  columns: REVIEW_CSV_COLUMNS,
  async *pages(db, shop) {
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('reviews')
        .leftJoin('products', 'products.id', 'reviews.product_id')
        .selectAll('reviews')
        .select(['products.handle as product_handle', 'products.title as product_title'])
        .where('reviews.shop_id', '=', shop.id)
        .where('reviews.id', '>', after)
        .orderBy('reviews.id')
        .limit(PAGE_ROWS)
        .execute();
      if (rows.length) yield rows.map(reviewCsvRow);
      if (rows.length < PAGE_ROWS) return;
      after = rows[rows.length - 1].id;
    }
  },
};

export const exportReviewsJob =
  (db: Db): JobHandler =>
  async (job, ctx) => {
    const parsed = ReviewExportParams.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid export parameters');
    const rows = await filteredReviews(db, job.shop_id, parsed.data)
      .leftJoin('products', 'products.id', 'reviews.product_id')
      .selectAll('reviews')
      .select(['products.handle as product_handle', 'products.title as product_title'])
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .execute();
    let csv = csvLine([...REVIEW_CSV_COLUMNS]);
    for (const [i, row] of rows.entries()) {
      csv += csvLine(reviewCsvRow(row));
      if (i % 500 === 499) await ctx.progress(Math.min(99, ((i + 1) / rows.length) * 100));
    }
    const name = `${parsed.data.type === 'question' ? 'questions' : 'reviews'}.csv`;
    await ctx.writeFile(name, 'text/csv', csv);
    return { rows: rows.length, file: name };
  };
