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
        <ScreenCard title="resources.notifications.title" help="resources.notifications.help">
          <table data-testid="content" />
        </ScreenCard>
      </AdminContext>,
    );
    // No i18n provider: a key reads as itself, so the heading and the help show which key they were given.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('resources.notifications.title');
    expect(screen.getByText('resources.notifications.help')).toBeTruthy();
    expect(screen.getByTestId('content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what failed when its data could not be loaded, and shows its loading state while it loads', async () => {
    render(
      <AdminContext>
        <ScreenCard title="resources.billing.plan_title" loading error="resources.billing.load_error" />
      </AdminContext>,
    );
    expect(screen.getByRole('alert').textContent).toBe('resources.billing.load_error');
    // The loading state waits a second before it shows (ScreenLoading), so a quick load never flashes it.
    expect(await screen.findByRole('progressbar', {}, { timeout: 2000 })).toBeTruthy();
  });
});
