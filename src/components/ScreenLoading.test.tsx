// @vitest-environment jsdom
/** The loading screen's spinner has an accessible name (axe: aria-progressbar-name), once shown. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenLoading } from './ScreenLoading';

afterEach(cleanup);

describe('ScreenLoading', () => {
  it('shows nothing at first, then a named progressbar (no i18n provider: the key)', async () => {
    render(
      <AdminContext>
        <ScreenLoading timeout={20} />
      </AdminContext>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'ra.page.loading' })).toBeTruthy();
  });
});
