// @vitest-environment jsdom
/** A one-card screen: its name as the level-1 heading, its help, and its loading and error states. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenCard } from './ScreenCard';

afterEach(cleanup);

describe('ScreenCard', () => {
  it('is headed by its name, with its help and content', () => {
    render(
      <AdminContext>
        <ScreenCard title="Notifications" help="Choose who gets which mail">
          <p>Order placed</p>
        </ScreenCard>
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notifications');
    expect(screen.getByText('Choose who gets which mail')).toBeTruthy();
    expect(screen.getByText('Order placed')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what failed when its data could not be loaded, and shows its loading state while it loads', async () => {
    render(
      <AdminContext>
        <ScreenCard title="Plan" loading error="The plan could not be loaded" />
      </AdminContext>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The plan could not be loaded');
    // The loading state waits a second before it shows (ScreenLoading), so a quick load never flashes it.
    expect(await screen.findByRole('progressbar', {}, { timeout: 2000 })).toBeTruthy();
  });
});
