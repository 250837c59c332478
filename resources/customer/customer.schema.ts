/** Customer (SPEC §3) with the §5 person-name, e-mail, phone, address and zip rules. */
import { z } from 'zod';
import { COUNTRY_CODES } from '../../core/countries';
import { maxLength, phone, text, zipcode, type Rule } from '../../core/validation';
import { emailField, personName } from '../auth/auth.schema';

export const CUSTOMER_SORTS = ['name', 'created_at', 'total_orders', 'total_spent'] as const;

const countryCode: Rule = (v) =>
  v !== undefined && v !== null && String(v).trim() !== '' && !COUNTRY_CODES.includes(String(v).trim().toUpperCase())
    ? { message: 'app.validation.invalid' } : undefined;

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
export const CustomerUpdateBody = z.object(customerShape).partial();

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
  'phone', 'company', 'address', 'apartment', 'city', 'province', 'country_code', 'zip_code', 'tags', 'note', 'accepts_marketing',
] as const;

export interface CustomerAddress {
  address?: string | null;
  apartment?: string | null;
  city?: string | null;
  province?: string | null;
  country_code?: string | null;
  zip_code?: string | null;
}

export interface Customer {
  _id: string;
  id: string;
  shop_id: string;
  first_name: string;
  last_name: string;
  /** first_name + ' ' + last_name */
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  address: CustomerAddress | null;
  tags: string[];
  note: string | null;
  accepts_marketing: boolean;
  /** Non-abandoned orders of this customer (any status). */
  total_orders: number;
  /** Sum of the totals of this customer's paid orders that are not refunded or cancelled, shop currency. */
  total_spent: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

export interface CustomerImportRow {
  /** Line of the file, the header being row 1. */
  row: number;
  status: 'ok' | 'error' | 'empty';
  email: string | null;
  errors: { column: string; message: string; args?: Record<string, string | number> }[];
}

export interface CustomerImportReport {
  dry_run: boolean;
  rows: CustomerImportRow[];
  missing_columns: string[];
  created: number;
  updated: number;
  ids: string[];
}

export type CustomerBody = z.input<typeof CustomerBody>;
export type CustomerUpdateBody = z.input<typeof CustomerUpdateBody>;
export type CustomerBulkBody = z.input<typeof CustomerBulkBody>;
