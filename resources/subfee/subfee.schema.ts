/**
 * Surcharge, "subfee" (SPEC §3): applies to countries, products or collections; the first
 * item concerned costs first_item, each next one next_item (SPEC §5: required, at least 0).
 */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { amount, countryList, name } from '../shipping/shipping.fields';
import { MAX_SUBFEE_TARGETS, MAX_SUBFEES_PER_SHOP } from '../shipping/shipping.limits';

export const SUBFEE_TARGETS = ['countries', 'products', 'collections'] as const;

const ids = () =>
  z
    .array(z.string().min(1).max(64))
    .max(MAX_SUBFEE_TARGETS)
    .default([])
    .transform((v) => [...new Set(v)]);

export const SubfeeBody = z
  .object({
    name: name(),
    applies_to: z.enum(SUBFEE_TARGETS).default('countries'),
    country_codes: countryList(),
    product_ids: ids(),
    collection_ids: ids(),
    first_item: amount(),
    next_item: amount(),
    shop_id: z.string().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    // The list the surcharge applies to must name something (SPEC §5 list: "is required.").
    const field =
      v.applies_to === 'countries' ? 'country_codes' : v.applies_to === 'products' ? 'product_ids' : 'collection_ids';
    if (v[field].length === 0) ctx.addIssue({ code: 'custom', path: [field], message: 'app.validation.list' });
  });
export type SubfeeInput = z.output<typeof SubfeeBody>;
export const SubfeeUpdateBody = SubfeeBody.and(z.object(VersionField));

export const SubfeeListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_SUBFEES_PER_SHOP).default(50),
  q: z.string().max(200).optional(),
  applies_to: z.enum(SUBFEE_TARGETS).optional(),
});

export const SubfeeIdsBody = z.object({
  ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(MAX_SUBFEES_PER_SHOP),
});

export const Subfee = z.object({
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  applies_to: z.enum(SUBFEE_TARGETS),
  country_codes: z.array(z.string()),
  product_ids: z.array(z.string()),
  collection_ids: z.array(z.string()),
  first_item: z.number(),
  next_item: z.number(),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Subfee = z.infer<typeof Subfee>;

export const SubfeeAnswer = answer(Subfee);
export const SubfeeListAnswer = listAnswer('subfees', Subfee);
export const SubfeeIdsAnswer = IdsAnswer;
