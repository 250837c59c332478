/**
 * Imports over a size threshold run as a job on the queue, with progress (issue 15: one
 * 4.4 MB import blocked the event loop for 7 s). The import route answers 202 with the
 * job; the job's result is the same report the route gives for a small file.
 */
import { ImportBody } from '../../../resources/product/product.schema';
import type { Db } from '../../db';
import type { JobHandler } from '../../jobs/queue';
import { PermanentJobError } from '../../jobs/queue';
import { GatewayError } from '../../lib/errors';
import { importProducts } from './product.import';
import { moneyDigits } from '../../lib/money';

export const IMPORT_CHANNEL = 'IMPORT-PRODUCT';
/** Files above this many bytes are imported by a job (IMPORT_JOB_BYTES; README). */
export const IMPORT_JOB_BYTES = 1_000_000;

export const importProductsJob =
  (db: Db): JobHandler =>
  async (job, ctx) => {
    const parsed = ImportBody.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid import parameters');
    const shop = await db.selectFrom('shops').select('currency').where('id', '=', job.shop_id).executeTakeFirst();
    if (!shop) throw new PermanentJobError('The shop is gone');
    try {
      const report = await importProducts(
        db,
        job.shop_id,
        parsed.data.csv,
        parsed.data.dry_run,
        moneyDigits(shop.currency),
        ctx.progress,
      );
      return { ...report };
    } catch (error) {
      // A file without the required columns: its report is the result, as the route's 400 body.
      const data = error instanceof GatewayError ? (error.extra as { data?: Record<string, unknown> }).data : undefined;
      if (data) return data;
      if (error instanceof GatewayError) throw new PermanentJobError(error.message);
      throw error;
    }
  };
