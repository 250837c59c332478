/** A new shop started from another (issue 26 item 4): the start body and the clone's answer. */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';
import { maxValue, minValue, numeric } from '../../core/validation';
import { RATE_MAX } from '../copy/copy.limits';
import { CLONE_PARTS } from './shopClone.parts';

export const ShopCloneParams = z.object({ id: z.string().min(1).max(64) });

export const ShopCloneBody = z.object({
  /** One of the merchant's other shops; another merchant's shop is a 404. */
  source_id: z.string().trim().min(1, { message: 'app.validation.required' }).max(64),
  parts: z
    .array(z.enum(CLONE_PARTS))
    .min(1, { message: 'app.validation.required' })
    .max(CLONE_PARTS.length)
    .transform((v) => [...new Set(v)]),
  /**
   * The catalogue's prices: new shop money = source money x rate, as in a copy to other shops;
   * required with the catalogue when the currencies differ, else ignored.
   */
  rate: numeric(minValue(0), maxValue(RATE_MAX)),
});

/** What one part brought: rows by kind ("shipping_zones": 2), and what the merchant still has to do. */
export const ClonePartReport = z.object({
  counts: z.record(z.string(), z.number().int().min(0)),
  /** Payment methods copied without their secret keys: to be entered again, left switched off. */
  secrets_to_enter: z.array(z.string()),
  /** What could not come along, by kind ("subfees_with_products": 1, "catalogue": 1 when no copier is there). */
  skipped: z.record(z.string(), z.number().int().min(0)),
});

export const CLONE_STATUSES = ['queued', 'running', 'done', 'failed', 'undone'] as const;

export const ShopClone = z.object({
  id: z.string(),
  shop_id: z.string(),
  source_id: z.string(),
  source_name: z.string(),
  parts: z.array(z.enum(CLONE_PARTS)),
  job_id: z.string(),
  status: z.enum(CLONE_STATUSES),
  progress: z.number().min(0).max(100),
  report: z.partialRecord(z.enum(CLONE_PARTS), ClonePartReport),
  created_at: isoDate(),
  undo_until: isoDate(),
  undone_at: z.string().nullable(),
});
export type ShopClone = z.infer<typeof ShopClone>;

export const ShopCloneAnswer = answer(ShopClone);
/** The shop's clone, or null when it was started empty. */
export const ShopCloneGetAnswer = answer(ShopClone.nullable());
export const ShopCloneUndoAnswer = answer(ShopClone.extend({ removed: z.number().int().min(0) }));
