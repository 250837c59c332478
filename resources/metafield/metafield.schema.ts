/**
 * Metafields (SPEC §1 Settings): definitions per resource (product, collection, customer,
 * order) with a key, a name, a type and validation; values stored per record and checked
 * by the definition's type (metafield.values.ts) with SPEC §5 messages.
 */
import { z } from 'zod';
import { answer, isoDate, version, VersionField } from '../../core/answers';
import { maxLength, requiredText, text } from '../../core/validation';

export const METAFIELD_OWNERS = ['product', 'collection', 'customer', 'order'] as const;
export const METAFIELD_TYPES = ['text', 'number', 'date', 'boolean', 'url'] as const;
export type MetafieldOwner = (typeof METAFIELD_OWNERS)[number];
export type MetafieldType = (typeof METAFIELD_TYPES)[number];

/** Lower-case letters, digits and `_`, starting with a letter: a key storefront templates can name. */
export const METAFIELD_KEY = /^[a-z][a-z0-9_]*$/;

const optionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? null : Number(v)))
  .refine((v) => v === null || Number.isFinite(v), 'app.validation.number');

export const MetafieldValidation = z.object({
  required: z.boolean().default(false),
  /** number: the smallest and largest value allowed. */
  min: optionalNumber,
  max: optionalNumber,
  /** text and url: the longest value. */
  max_length: optionalNumber.refine(
    (v) => v === null || (Number.isInteger(v) && v > 0 && v <= 10_000),
    'app.validation.invalid',
  ),
});
export type MetafieldValidation = z.output<typeof MetafieldValidation>;

export const MetafieldDefinitionBody = z
  .object({
    owner_type: z.enum(METAFIELD_OWNERS),
    key: requiredText(maxLength(65)).refine((v) => METAFIELD_KEY.test(v), 'app.validation.invalid'),
    name: requiredText(maxLength(71)),
    type: z.enum(METAFIELD_TYPES),
    description: text(maxLength(250)),
    validation: MetafieldValidation.default({ required: false, min: null, max: null, max_length: null }),
    shop_id: z.string().max(64).optional(),
  })
  .superRefine((d, ctx) => {
    const { min, max } = d.validation;
    if (min !== null && max !== null && min > max)
      ctx.addIssue({ code: 'custom', message: 'app.validation.invalid', path: ['validation', 'max'] });
  });

/** The key, owner and type are fixed once values may exist: only name, description and validation change. */
export const MetafieldDefinitionUpdateBody = z.object({
  name: requiredText(maxLength(71)).optional(),
  description: text(maxLength(250)),
  validation: MetafieldValidation.optional(),
  ...VersionField,
});

export const MetafieldDefinitionQuery = z.object({ owner_type: z.enum(METAFIELD_OWNERS).optional() });

export const MetafieldDefinition = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  owner_type: z.enum(METAFIELD_OWNERS),
  key: z.string(),
  name: z.string(),
  type: z.enum(METAFIELD_TYPES),
  description: z.string().nullable(),
  validation: z.object({
    required: z.boolean(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    max_length: z.number().nullable(),
  }),
  values_count: z.number().int().min(0),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type MetafieldDefinition = z.infer<typeof MetafieldDefinition>;

export const MetafieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type MetafieldValue = z.infer<typeof MetafieldValue>;

export const MetafieldOwnerParams = z.object({
  owner_type: z.enum(METAFIELD_OWNERS),
  owner_id: z.string().min(1).max(64),
});
export const MetafieldValuesBody = z.object({ values: z.record(z.string().max(65), z.unknown()) });

export const MetafieldDefinitionAnswer = answer(MetafieldDefinition);
export const MetafieldDefinitionListAnswer = answer(
  z.object({ definitions: z.array(MetafieldDefinition), total: z.number().int().min(0) }),
);
export const MetafieldValuesAnswer = answer(
  z.object({
    owner_type: z.enum(METAFIELD_OWNERS),
    owner_id: z.string(),
    fields: z.array(z.object({ definition: MetafieldDefinition, value: MetafieldValue })),
  }),
);
