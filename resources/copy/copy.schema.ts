/**
 * Copy to other shops (issue 26 item 3): products or collections of one shop copied to other
 * shops of the same merchant, and later "update copies". A preview computes, a job writes.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { maxValue, minValue, numeric } from '../../core/validation';
import { Job } from '../job/job.schema';

import {
  COPY_ACTIONS,
  COPY_FIELDS,
  COPY_KINDS,
  COPY_MAX_RECORDS,
  COPY_MAX_TARGETS,
  COPY_STATUSES,
  RATE_MAX,
} from './copy.limits';

export * from './copy.limits';

const Id = z.string().min(1).max(64);

export const CopyTarget = z.object({
  shop_id: Id,
  /** Target money = source money x rate; required when the currencies differ, else ignored. */
  rate: numeric(minValue(0), maxValue(RATE_MAX)),
});

export const CopyBody = z.object({
  kind: z.enum(COPY_KINDS).default('products'),
  ids: z.array(Id).min(1).max(COPY_MAX_RECORDS),
  targets: z.array(CopyTarget).min(1).max(COPY_MAX_TARGETS),
  status: z.enum(COPY_STATUSES).default('inactive'),
});
export type CopyInput = z.output<typeof CopyBody>;

export const UpdateCopiesBody = z.object({
  /** Source products whose copies are updated. */
  ids: z.array(Id).min(1).max(COPY_MAX_RECORDS),
  targets: z.array(CopyTarget).min(1).max(COPY_MAX_TARGETS),
  fields: z.array(z.enum(COPY_FIELDS)).min(1).max(COPY_FIELDS.length),
});
export type UpdateCopiesInput = z.output<typeof UpdateCopiesBody>;

/** One record's fate in one target shop (preview) or what happened to it (report). */
export const CopyRow = z.object({
  kind: z.enum(['product', 'collection']),
  source_id: z.string(),
  title: z.string(),
  action: z.enum(COPY_ACTIONS),
  /** How the existing record was found: an earlier copy, its handle, its SKU. */
  matched_by: z.enum(['copy', 'handle', 'sku']).nullable(),
  target_id: z.string().nullable(),
  /** Price in the source's currency and in the target's (converted, rounded to its minor unit). */
  price: z.number().nullable(),
  target_price: z.number().nullable(),
  status: z.string().nullable(),
  /** Why it is skipped (or a note): an i18n key under resources.products.copy.reasons. */
  reason: z.string().nullable(),
});
export type CopyRow = z.infer<typeof CopyRow>;

export const CopyTargetPlan = z.object({
  shop_id: z.string(),
  name: z.string(),
  currency: z.string(),
  rate: z.number(),
  rows: z.array(CopyRow),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type CopyTargetPlan = z.infer<typeof CopyTargetPlan>;

export const CopyPlan = z.object({
  source_shop_id: z.string(),
  currency: z.string(),
  targets: z.array(CopyTargetPlan),
});
export type CopyPlan = z.infer<typeof CopyPlan>;

export const CopyPreviewAnswer = answer(CopyPlan);
/** The queued job (its result is the report: a CopyPlan of what was done) and the copy's id for undo. */
export const CopyStartAnswer = answer(z.object({ job: Job, copy_id: z.string() }));

export const CopyRun = z.object({
  id: z.string(),
  mode: z.enum(['copy', 'update']),
  created: z.number().int(),
  updated: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CopyRun = z.infer<typeof CopyRun>;
export const CopyLastAnswer = answer(CopyRun.nullable());
export const CopyUndoAnswer = answer(
  z.object({ deleted: z.number().int(), restored: z.number().int(), skipped: z.array(z.string()) }),
);
export const CopyRunParams = z.object({ copy_id: Id });
