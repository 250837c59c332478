/** SPEC §7 Email templates: the shop's mail templates, addressed by slug (LiquidJS, HTML and text). */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';
import { maxLength, requiredText, text } from '../../core/validation';

/** Every mail the product sends to a shop's customers comes from one of these. */
export const TEMPLATE_SLUGS = [
  'order_confirmation',
  'payment_reminder',
  'abandoned_checkout',
  'shipping_confirmation',
  'refund_notification',
  'customer_welcome',
  // Issue 9: a draft order's invoice with the link to pay.
  'draft_invoice',
] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];
export const TEMPLATE_LANGUAGES = ['en', 'vi'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export const SUBJECT_MAX = 200;
export const BODY_MAX = 100_000;

export const EmailTemplate = z.object({
  _id: z.enum(TEMPLATE_SLUGS),
  slug: z.enum(TEMPLATE_SLUGS),
  /** The language of the words (the shop's language). */
  language: z.enum(TEMPLATE_LANGUAGES),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** false: the default template (recover is a no-op). */
  customized: z.boolean(),
  updated_at: isoDate().nullable(),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;

export const EmailTemplateListAnswer = answer(
  z.object({ templates: z.array(EmailTemplate), total: z.number().int().min(0) }),
);
export const EmailTemplateAnswer = answer(EmailTemplate);

export const SlugParams = z.object({ slug: z.enum(TEMPLATE_SLUGS) });

export const EmailTemplateBody = z.object({
  slug: z.enum(TEMPLATE_SLUGS, { message: 'app.validation.invalid' }),
  subject: requiredText(maxLength(SUBJECT_MAX + 1)),
  html: requiredText(maxLength(BODY_MAX + 1)),
  text: text(maxLength(BODY_MAX + 1)).transform((v) => v ?? ''),
});
export type EmailTemplateBody = z.input<typeof EmailTemplateBody>;

export const RecoverBody = z.object({ slug: z.enum(TEMPLATE_SLUGS, { message: 'app.validation.invalid' }) });

/** Send the template, rendered with sample order data, to the merchant (ours, not in SPEC §7). */
export const TestMailBody = z.object({
  slug: z.enum(TEMPLATE_SLUGS, { message: 'app.validation.invalid' }),
  /** Unsaved words to try; the saved template when absent. */
  subject: text(maxLength(SUBJECT_MAX + 1)),
  html: text(maxLength(BODY_MAX + 1)),
  text: text(maxLength(BODY_MAX + 1)),
});
