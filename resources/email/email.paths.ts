/** The email template screens (SPEC §2 /setting/email-template and /{slug?}). */
export const EMAIL_TEMPLATES_PATH = '/setting/email-template';
export const emailTemplatePath = (slug: string) => `${EMAIL_TEMPLATES_PATH}/${encodeURIComponent(slug)}`;
