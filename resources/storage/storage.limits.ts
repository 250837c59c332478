/** The image types an upload may have (SPEC §9), without zod: the upload button's file picker names them. */
export const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;

/** SPEC §9: an image is at most 3 MB. */
export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
