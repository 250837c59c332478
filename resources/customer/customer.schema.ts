/** Customer (SPEC §3) with the §5 person-name, e-mail, phone, address and zip rules. */
import { z } from 'zod';
import { CUSTOMER_SORTS } from './customer.sorts';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { COUNTRY_CODES } from '../../core/countries';
import { maxLength, phone, text, zipcode, type Rule } from '../../core/validation';
import { emailField, personName } from '../auth/auth.schema';

export { CUSTOMER_SORTS };

const countryCode: Rule = (v) =>
  v !== undefined && v !== null && String(v).trim() !== '' && !COUNTRY_CODES.includes(String(v).trim().toUpperCase())
    ? { message: 'app.validation.invalid' }
    : undefined;

export const tagList = () => z.array(z.string().trim().min(1).max(50)).max(50);

/** SPEC §5/§9: address under 100 characters, city under 50, the zip rule. Every part optional. */
export const addressShape = {
  address: text(maxLength(100)),
  apartment: text(maxLength(100)),
  city: text(maxLength(50)),
  province: text(maxLength(50)),
  country_code: text(countryCode).transform((v) => (typeof v === 'string' ? v.toUpperCase() : v)),
  zip_code: text(zipcode()),
};
export const Address = z.object(addressShape);

export const customerShape = {
  first_name: personName(),
  last_name: personName(),
  email: emailField(),
  phone: text(phone()),
  company: text(maxLength(100)),
  address: Address.nullish(),
  tags: tagList().default([]),
  note: text(maxLength(1000)),
  accepts_marketing: z.boolean().default(false),
};

export const CustomerBody = z.object(customerShape);
/** PUT /customer/api/{shop}/{email}: any subset; the e-mail in the path names the customer. */
export const CustomerUpdateBody = z.object(customerShape).partial().extend(VersionField);

export const CustomerListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(CUSTOMER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Name, e-mail, phone or company contains q (accents and case ignored). */
  q: z.string().max(200).optional(),
  tag: z.string().max(50).optional(),
  /** Comma-separated ids (react-admin getMany). */
  ids: z.string().max(5000).optional(),
});

export const CustomerIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000) });

export const CustomerBulkBody = z.object({
  ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000),
  changes: z.object({
    add_tags: tagList().optional(),
    remove_tags: tagList().optional(),
    accepts_marketing: z.boolean().optional(),
  }),
});

/** CSV import: a dry run reports per row; nothing is written until dry_run is false. */
export const CustomerImportBody = z.object({
  csv: z.string().min(1, 'app.validation.required').max(5_000_000),
  dry_run: z.boolean().default(true),
});

/** Export: the chosen customers, or those matching q, or all. */
export const CustomerExportBody = z.object({
  ids: z.array(z.string().max(64)).max(10_000).optional(),
  q: z.string().max(200).optional(),
});

export const CUSTOMER_IMPORT_REQUIRED = ['first_name', 'last_name', 'email'] as const;
export const CUSTOMER_IMPORT_OPTIONAL = [
  'phone',
  'company',
  'address',
  'apartment',
  'city',
  'province',
  'country_code',
  'zip_code',
  'tags',
  'note',
  'accepts_marketing',
] as const;

const nullableText = () => z.string().nullable();

export const CustomerAddress = z.object({
  address: nullableText().optional(),
  apartment: nullableText().optional(),
  city: nullableText().optional(),
  province: nullableText().optional(),
  country_code: nullableText().optional(),
  zip_code: nullableText().optional(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/** A customer as the gateway answers it, with its order totals. */
export const Customer = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** first_name + ' ' + last_name */
  name: z.string(),
  email: z.string(),
  phone: nullableText(),
  company: nullableText(),
  address: CustomerAddress.nullable(),
  tags: z.array(z.string()),
  note: nullableText(),
  accepts_marketing: z.boolean(),
  /** Non-abandoned orders of this customer (any status). */
  total_orders: z.number().int().min(0),
  /** Sum of the totals of this customer's paid orders that are not refunded or cancelled, shop currency. */
  total_spent: z.number(),
  currency: z.string(),
  /** The version it was read at: an update sends it back (409 when it moved on). */
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerImportRow = z.object({
  /** Line of the file, the header being row 1. */
  row: z.number().int(),
  status: z.enum(['ok', 'error', 'empty']),
  email: nullableText(),
  errors: z.array(
    z.object({
      column: z.string(),
      message: z.string(),
      args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type CustomerImportRow = z.infer<typeof CustomerImportRow>;

export const CustomerImportReport = z.object({
  dry_run: z.boolean(),
  rows: z.array(CustomerImportRow),
  missing_columns: z.array(z.string()),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  ids: z.array(z.string()),
});
export type CustomerImportReport = z.infer<typeof CustomerImportReport>;

export const CustomerAnswer = answer(Customer);
export const CustomerListAnswer = listAnswer('customers', Customer);
export const CustomerIdsAnswer = IdsAnswer;
export const CustomerBulkAnswer = answer(z.object({ ids: z.array(z.string()), updated: z.number().int().min(0) }));
export const CustomerImportAnswer = answer(CustomerImportReport);
/**
 * The customer in the path. SPEC §7 names it {customer_id} on GET and {email} on PUT (the
 * e-mail it has now): one path, so one name; on PUT the value is the e-mail.
 */
export const CustomerParams = z.object({
  customer_id: z
    .string()
    .min(1)
    .max(320)
    .describe("The customer's id; on PUT its current e-mail (SPEC §7 PUT /{email})"),
});

export type CustomerBody = z.input<typeof CustomerBody>;
export type CustomerUpdateBody = z.input<typeof CustomerUpdateBody>;
export type CustomerBulkBody = z.input<typeof CustomerBulkBody>;
