/**
 * The sanitised rendering of merchant HTML (react-admin's RichTextField runs DOMPurify,
 * inline styles removed too). Lazy: DOMPurify loads when a preview is asked for, not with
 * the edit screens (scripts/vite/chunkGroups.ts: `*RichText.tsx`).
 */
import { RichTextField } from 'react-admin';
import { ADMIN_PURIFY } from '../lib/adminHtml';

export const DescriptionRichText = ({ html }: { html: string }) => (
  <RichTextField record={{ id: 'preview', html }} source="html" purifyOptions={ADMIN_PURIFY} />
);
