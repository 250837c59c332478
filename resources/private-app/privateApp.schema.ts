/**
 * Private apps (SPEC §1 "a private app area"): a merchant's own integration gets a named
 * access token with read or write scopes per area, for one shop. The token is shown once;
 * only its hash is stored. Not in SPEC §7: these calls are the product's own.
 */
import { z } from 'zod';
import { answer, isoDate, listAnswer } from '../../core/answers';
import { maxLength, requiredText } from '../../core/validation';

/** Areas a private app can be granted; each route of the area is read (GET) or write (the rest). */
export const APP_AREAS = ['products', 'orders', 'customers', 'discounts'] as const;
export type AppArea = (typeof APP_AREAS)[number];
export const APP_SCOPES = APP_AREAS.flatMap((a) => [`read_${a}`, `write_${a}`] as const);
export const AppScope = z.enum(APP_SCOPES as [string, ...string[]]);
/** The prefix of a private-app token: the gateway tells it from a merchant's JWT before verifying anything. */
export const APP_TOKEN_PREFIX = 'shpat_';
export const APP_NAME_MAX = 100;

export const PrivateAppBody = z.object({
  name: requiredText(maxLength(APP_NAME_MAX + 1)),
  scopes: z.array(AppScope).min(1, 'app.validation.list').max(APP_SCOPES.length),
});

export const PrivateApp = z.object({
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The token's first characters, to tell tokens apart (never the token). */
  token_hint: z.string(),
  revoked_at: z.string().nullable(),
  created_at: isoDate(),
});
export type PrivateApp = z.infer<typeof PrivateApp>;

export const PrivateAppAnswer = answer(PrivateApp);
/** The create answer: the only time the access token is sent. */
export const PrivateAppCreatedAnswer = answer(PrivateApp.extend({ access_token: z.string() }));
export const PrivateAppListAnswer = listAnswer('private_apps', PrivateApp);
export const PrivateAppListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
