/** Search blacklist: keywords the storefront search ignores. */
import { z } from 'zod';
import { answer } from '../../core/answers';

export const BlacklistBody = z.object({
  keywords: z.array(z.string().trim().min(1, 'app.validation.required').max(100)).max(1000),
  shop_id: z.string().max(64).optional(),
});

/** The keyword list as the gateway keeps it: trimmed, without repeats. */
export const BlacklistAnswer = answer(z.object({ keywords: z.array(z.string()) }));
