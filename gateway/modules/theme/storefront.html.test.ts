import { describe, expect, it } from 'vitest';
import { cleanHtml, escapeHtml } from './storefront.html';

describe('storefront HTML sanitiser', () => {
  it('keeps the merchant formatting and images, removes what could run or restyle the page', () => {
    const out = cleanHtml(
      '<h2>Hi</h2><p><strong>bold</strong> <a href="javascript:alert(1)">x</a> <a href="https://a.example/">ok</a></p>' +
        '<script>alert(1)</script><img src="https://cdn.example/a.png" alt="a" onerror="alert(2)"><p style="position:fixed">y</p><form><input></form>',
    );
    expect(out).toContain('<h2>Hi</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<a href="https://a.example/">ok</a>');
    expect(out).toContain('<img src="https://cdn.example/a.png" alt="a" />');
    expect(out).not.toMatch(/script|onerror|javascript:|style=|<form|<input/i);
  });

  it('escapes text for attributes and bodies', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
