/** /setting/general and /setting/location: the shop's details and its address (SPEC §5 shop rules, from the shop resource). */
import { z } from 'zod';
import { shopDetailsShape } from '../shop/shop.schema';

const s = shopDetailsShape;
export const GeneralForm = z.object({
  name: s.name,
  email: s.email,
  phone: s.phone,
  legal_name_of_business: s.legal_name_of_business,
  timezone: s.timezone,
  currency: s.currency,
  prefix: s.prefix,
  suffix: s.suffix,
});
export const LocationForm = z.object({
  address: s.address,
  apartment: s.apartment,
  city: s.city,
  province: s.province,
  country_code: s.country_code,
  zip_code: s.zip_code,
});
export const GENERAL_FIELDS = Object.keys(GeneralForm.shape);
export const LOCATION_FIELDS = Object.keys(LocationForm.shape);
