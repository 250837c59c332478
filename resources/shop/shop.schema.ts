/** Shop: SPEC §3 fields, §5 shop rules, §9 list constants. */
import { z } from 'zod';
import { SHOP_FIELDS } from './shop.fields';
import { answer, isoDate, listAnswer } from '../../core/answers';
import { COUNTRY_CODES, CURRENCIES, LANGUAGES } from '../../core/countries';
import { TIMEZONES } from '../../core/timezones';
import { preferenceShape } from '../preferences/preferences.schema';
import { checkoutShape } from '../checkout/checkout.schema';
import { email, maxLength, phone, required, requiredText, text, upTo, zipcode } from '../../core/validation';

/** One of the values: no longer than the longest of them. */
const oneOf = (values: readonly string[]) =>
  text(
    required(),
    (v) =>
      v !== undefined && v !== null && !values.includes(String(v)) ? { message: 'app.validation.invalid' } : undefined,
    upTo(Math.max(...values.map((v) => v.length))),
  ).transform((v) => v as string);

/** The fields a merchant fills in when creating or setting up a shop (SPEC §5 shop rules). */
export const shopDetailsShape = {
  name: requiredText(maxLength(70)),
  email: requiredText(email()),
  phone: text(phone()),
  legal_name_of_business: text(maxLength(100)),
  address: requiredText(maxLength(100)),
  apartment: text(maxLength(100)),
  city: requiredText(maxLength(50)),
  province: text(maxLength(50)),
  country_code: oneOf(COUNTRY_CODES),
  zip_code: requiredText(zipcode()),
  timezone: oneOf(TIMEZONES),
  currency: oneOf(CURRENCIES),
  language: oneOf(LANGUAGES),
  prefix: text(maxLength(10)),
  suffix: text(maxLength(10)),
};

export const ShopCreateBody = z.object(shopDetailsShape);
/** PUT /shop/api/{id}: any subset of the details, online store preferences and checkout settings; each given field obeys its rule. */
export const ShopUpdateBody = z.object({ ...shopDetailsShape, ...preferenceShape, ...checkoutShape }).partial();

/** GET shop/api: SPEC §9 shop list defaults page 1, limit 100, published only. */
export const ShopListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  published: z.enum(['true', 'false']).optional(),
});

/** GET shop/api/{id}: the fields wanted, comma-separated (SPEC §3 "fields requested"). */
export const ShopGetQuery = z.object({ fields: z.string().max(2000).optional() });

export const CheckNameQuery = z.object({ name: requiredText(maxLength(70)) });

export { SHOP_FIELDS };
export type ShopField = (typeof SHOP_FIELDS)[number];

const nullableText = () => z.string().nullable();

/**
 * A shop as the gateway answers it: SPEC §3's fields (the storefront settings without a
 * column of their own come along as further keys), `id` too for react-admin.
 */
export const Shop = z.looseObject({
  _id: z.string(),
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: nullableText(),
  legal_name_of_business: nullableText(),
  address: nullableText(),
  apartment: nullableText(),
  city: nullableText(),
  province: nullableText(),
  country_code: nullableText(),
  zip_code: nullableText(),
  timezone: z.string(),
  currency: z.string(),
  language: z.string(),
  prefix: nullableText(),
  suffix: nullableText(),
  expired_at: isoDate(),
  deleted: z.boolean(),
  delete_at: nullableText(),
  public_domain: nullableText(),
  private_domain: z.string(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Shop = z.infer<typeof Shop>;

/** GET shop/api/{id} with `fields`: only the fields asked for (a field without a value is null). */
export const ShopFieldsAnswer = answer(Shop.partial().extend({ _id: z.string(), id: z.string() }));
export const ShopAnswer = answer(Shop);
export const ShopListAnswer = listAnswer('shops', Shop);
export const ShopNameAnswer = answer(z.object({ name: z.string(), handle: z.string(), available: z.boolean() }));
export const ShopDeletedAnswer = answer(z.object({ _id: z.string(), deleted: z.boolean(), delete_at: isoDate() }));

export type ShopCreateBody = z.input<typeof ShopCreateBody>;
export type ShopUpdateBody = z.input<typeof ShopUpdateBody>;
