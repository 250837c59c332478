// @vitest-environment jsdom
/** The top bar's spinner, shown while a request is in flight, is named (axe: aria-progressbar-name). */
import { useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { AppLoadingIndicator } from './AppLoadingIndicator';

afterEach(cleanup);

/** A request that never answers, so the app stays loading. */
const Pending = () => {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => undefined) });
  return null;
};

it('names its spinner while a request is in flight', async () => {
  render(
    <AdminContext>
      <AppLoadingIndicator />
      <Pending />
    </AdminContext>,
  );
  expect((await screen.findByRole('progressbar')).getAttribute('aria-label')).toBe('ra.page.loading');
});
