// @vitest-environment jsdom
/** Issue 15 item 13: inline styles from merchant HTML do not survive into admin previews. */
import { describe, expect, it } from 'vitest';
import { sanitizeAdminHtml } from './adminHtml';

const HTML =
  '<p style="position:fixed;inset:0;z-index:9999">Hi <b style="color:red">there</b></p><style>body{display:none}</style>' +
  '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';

describe('admin HTML', () => {
  it('drops style attributes and elements, scripts and handlers; keeps the text and markup', () => {
    const out = sanitizeAdminHtml(HTML);
    expect(out).not.toMatch(/style/i);
    expect(out).not.toMatch(/onerror|javascript:/i);
    expect(out).toContain('<p>Hi <b>there</b></p>');
  });
});
