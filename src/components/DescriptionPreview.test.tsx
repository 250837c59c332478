// @vitest-environment jsdom
/** The description preview: on demand, sanitised (no script, no inline style), hidden again. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DescriptionPreview } from './DescriptionPreview';

const show = (description: string) =>
  render(
    <AdminContext>
      <Form defaultValues={{ description }}>
        <DescriptionPreview label="preview" hideLabel="hide" />
      </Form>
    </AdminContext>,
  );

describe('DescriptionPreview', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows nothing for an empty description', () => {
    show('  ');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the sanitised HTML only when asked, and hides it again', async () => {
    show('<p style="position:fixed">Linen <b>shirt</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(screen.queryByRole('region')).toBeNull();
    const button = screen.getByRole('button', { name: 'preview' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const region = await screen.findByRole('region', { name: 'preview' });
    expect((await screen.findByText('shirt')).tagName).toBe('B');
    expect(region.innerHTML).not.toContain('onerror');
    expect(region.innerHTML).not.toContain('<script');
    expect(region.innerHTML).not.toContain('position:fixed');
    fireEvent.click(screen.getByRole('button', { name: 'hide' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
