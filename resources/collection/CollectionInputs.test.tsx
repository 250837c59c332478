// @vitest-environment jsdom
/** Issue 15 item 13: the collection description preview shows the merchant's HTML without its inline styles. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CollectionInputs } from './CollectionInputs';

const HTML =
  '<p style="position:fixed;inset:0;z-index:9999">Hi <b style="color:red">there</b></p><style>body{display:none}</style>' +
  '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';

afterEach(cleanup);

describe('CollectionInputs', () => {
  it('previews the description through the admin HTML sanitiser (opened on demand)', async () => {
    const { container } = render(
      <AdminContext>
        <Form record={{ id: 'p1', title: 'Mug', description: HTML }}>
          <CollectionInputs />
        </Form>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'resources.collections.preview' }));
    await screen.findByText('there');
    // The merchant's own elements: the <p> and <b> of the description.
    const merchant = [...container.querySelectorAll('p, b')].filter((el) => /Hi|there/.test(el.textContent ?? ''));
    expect(merchant.map((el) => el.tagName)).toEqual(['P', 'B']);
    for (const el of merchant) expect(el.getAttribute('style'), el.outerHTML).toBeNull();
    expect(container.querySelector('style')).toBeNull();
  });
});
