/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { safeHtml } from './safeHtml';

describe('safeHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<p style="color:red">red</p>', '<p>red</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil"></iframe><b>ok</b>', '<b>ok</b>'],
    ['<strong>bold</strong>', '<strong>bold</strong>'],
  ])('%s -> %s', (html, safe) => {
    expect(safeHtml(html)).toBe(safe);
  });
});
