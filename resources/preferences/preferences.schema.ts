/**
 * Online store preferences, SPEC §1 and §3: SEO title and description, favicon, logo,
 * social image, Google Analytics ids, Google Ads conversion, Facebook pixel, Klaviyo key,
 * Pinterest ids, newsletter, social links, meta tags, head and body scripts. Saved with
 * PUT /shop/api/{id} into the shop's settings. Scripts are text: never run in the admin.
 */
import { z } from 'zod';
import { atMostLength, maxLength, text } from '../../core/validation';

export const PREFERENCE_TITLE_MAX = 70;
export const PREFERENCE_DESCRIPTION_MAX = 250;
/** SPEC §9 recommended image sizes (width x height). */
export const RECOMMENDED_SIZES = { favicon: [16, 16], logo: [250, 150], social_image: [1200, 630] } as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'pinterest', 'tiktok'] as const;

const url = () => text(maxLength(2049));
const id = z.string().trim().min(1).max(64);
/** Tag ids, each once (issue 31: a save must never store one again). */
const ids = () =>
  z
    .array(id)
    .max(10)
    .nullish()
    .transform((v) => (v ? [...new Set(v)] : v));

export const preferenceShape = {
  // Counters on the screen: the message names their number (issue 31 item 12).
  title: text(atMostLength(PREFERENCE_TITLE_MAX)),
  description: text(atMostLength(PREFERENCE_DESCRIPTION_MAX)),
  favicon: url(),
  logo: url(),
  social_image: url(),
  google_analytics_ids: ids(),
  google_ads_conversion: text(maxLength(101)),
  facebook_pixel: text(maxLength(65)),
  klaviyo_api_key: text(maxLength(101)),
  pinterest_ids: ids(),
  news_letter: z.boolean().nullish(),
  socials_link: z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, url()])) as Record<
        (typeof SOCIAL_NETWORKS)[number],
        ReturnType<typeof url>
      >,
    )
    .partial()
    .nullish(),
  meta_tags: z.string().max(10_000).nullish(),
  script: z.object({ head: z.string().max(50_000).nullish(), body: z.string().max(50_000).nullish() }).nullish(),
};

/** The preference fields: stored in the shop's settings, not in columns of their own. */
export const PREFERENCE_FIELDS = Object.keys(preferenceShape) as (keyof typeof preferenceShape)[];

export const PreferencesBody = z.object(preferenceShape).partial();
export type PreferencesBody = z.input<typeof PreferencesBody>;
