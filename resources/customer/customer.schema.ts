/**
 * Customer schemas beyond the declared fields (customer.resource.ts, whose body, update and
 * answer come from core/declaredContract.ts): the bulk change, the CSV import and export, and
 * the address and tag shapes the order and draft bodies share with the customer's.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { schemasOf } from '../../core/declaredContract';
import type { DeclaredRecord } from '../../core/resource';
import { COUNTRY_CODES } from '../../core/countries';
import { maxLength, text, upTo, zipcode, type Rule } from '../../core/validation';
import { customer } from './customer.resource';

const countryCode: Rule = (v) =>
  v !== undefined && v !== null && String(v).trim() !== '' && !COUNTRY_CODES.includes(String(v).trim().toUpperCase())
    ? { message: 'app.validation.invalid' }
    : undefined;

const customerSchemas = schemasOf(customer);
/** A customer's create body (the declared fields with their SPEC §5 rules): an import row is one. */
export const CustomerBody = customerSchemas.body;
export type CustomerBody = z.input<typeof CustomerBody>;
/** A create body's values (what the gateway answers besides them left out). */
export type CustomerInput = Omit<z.output<typeof CustomerBody>, 'name' | 'total_orders' | 'total_spent' | 'currency'>;

/**
 * SPEC §5/§9 address parts, every one optional, as the order and draft bodies take them (the
 * customer's own address is its declared group field, with the same rules).
 */
export const addressShape = {
  address: text(maxLength(100)),
  apartment: text(maxLength(100)),
  city: text(maxLength(50)),
  province: text(maxLength(50)),
  country_code: text(countryCode, upTo(2)).transform((v) => (typeof v === 'string' ? v.toUpperCase() : v)),
  zip_code: text(zipcode()),
};
export const Address = z.object(addressShape);

export const tagList = () => z.array(z.string().trim().min(1).max(50)).max(50);

const nullableText = () => z.string().nullable();

/** An address as answered (an order's too). */
export const CustomerAddress = z.object({
  address: nullableText().optional(),
  apartment: nullableText().optional(),
  city: nullableText().optional(),
  province: nullableText().optional(),
  country_code: nullableText().optional(),
  zip_code: nullableText().optional(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/** A customer as the gateway answers it, with its order totals (`_id` too, SPEC §7's habit). */
export type Customer = DeclaredRecord<typeof customer> & { _id: string };

export const CustomerBulkBody = z.object({
  ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000),
  changes: z.object({
    add_tags: tagList().optional(),
    remove_tags: tagList().optional(),
    accepts_marketing: z.boolean().optional(),
  }),
});
export type CustomerBulkBody = z.input<typeof CustomerBulkBody>;

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

export const CustomerBulkAnswer = answer(z.object({ ids: z.array(z.string()), updated: z.number().int().min(0) }));
export const CustomerImportAnswer = answer(CustomerImportReport);
