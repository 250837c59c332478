// @vitest-environment jsdom
/** Issue 15 item 13: inline styles from merchant HTML do not survive into admin previews. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { CollectionInputs } from '../../resources/collection/CollectionInputs';
import { ProductMainInputs } from '../../resources/product/ProductMainInputs';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeAdminHtml } from './adminHtml';

const HTML =
  '<p style="position:fixed;inset:0;z-index:9999">Hi <b style="color:red">there</b></p><style>body{display:none}</style>' +
  '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';

afterEach(cleanup);

describe('admin HTML', () => {
  it('drops style attributes and elements, scripts and handlers; keeps the text and markup', () => {
    const out = sanitizeAdminHtml(HTML);
    expect(out).not.toMatch(/style/i);
    expect(out).not.toMatch(/onerror|javascript:/i);
    expect(out).toContain('<p>Hi <b>there</b></p>');
  });

  it('is what the product and collection description previews render (opened on demand)', async () => {
    for (const [Inputs, label] of [
      [ProductMainInputs, 'resources.products.form.preview'],
      [CollectionInputs, 'resources.collections.preview'],
    ] as const) {
      const { container } = render(
        <AdminContext>
          <Form record={{ id: 'p1', title: 'Mug', description: HTML }}>
            <Inputs />
          </Form>
        </AdminContext>,
      );
      fireEvent.click(screen.getByRole('button', { name: label }));
      await screen.findByText('there');
      // The merchant's own elements: the <p> and <b> of the description.
      const merchant = [...container.querySelectorAll('p, b')].filter((el) => /Hi|there/.test(el.textContent ?? ''));
      expect(merchant.map((el) => el.tagName)).toEqual(['P', 'B']);
      for (const el of merchant) expect(el.getAttribute('style'), el.outerHTML).toBeNull();
      expect(container.querySelector('style')).toBeNull();
      cleanup();
    }
  });
});
