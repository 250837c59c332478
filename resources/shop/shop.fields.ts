/** Every field SPEC §3 lists for a shop; zod-free, so the browser's first load can read it. */
export const SHOP_FIELDS = [
  '_id', 'name', 'legal_name_of_business', 'phone', 'email', 'address', 'apartment', 'city',
  'province', 'country_code', 'zip_code', 'timezone', 'prefix', 'suffix', 'currency', 'language',
  'expired_at', 'deleted', 'delete_at', 'title', 'description', 'favicon', 'logo', 'social_image',
  'google_analytics_ids', 'google_ads_conversion', 'facebook_pixel', 'klaviyo_api_key',
  'pinterest_ids', 'news_letter', 'socials_link', 'meta_tags', 'tip', 'is_show_review', 'working',
  'script', 'public_domain', 'private_domain', 'server',
] as const;

/** The query of `GET /shop/api/{id}`: SPEC §3's fields unless the caller names others (also the first-screen script's). */
export const shopFieldsQuery = (fields?: string) => ({ fields: fields ?? SHOP_FIELDS.join(',') });
