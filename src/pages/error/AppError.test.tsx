// @vitest-environment jsdom
/** SPEC §2, §8: the error page, the reload after a failed chunk load, and the fallback when the error page fails. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../../lib/chunkReload';
import { AppError } from './AppError';

const errorPage = vi.hoisted(() => ({ broken: false }));
vi.mock('./ErrorPage', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ErrorPage')>();
  return {
    ...original,
    ErrorPage: (props: Parameters<typeof original.ErrorPage>[0]) => {
      if (errorPage.broken) throw new Error('the error page broke');
      return original.ErrorPage(props);
    },
  };
});

const show = (error: Error) =>
  render(
    <AdminContext>
      <AppError error={error} />
    </AdminContext>,
  );

describe('AppError', () => {
  const reload = vi.fn();
  beforeEach(() => {
    errorPage.broken = false;
    sessionStorage.clear();
    reload.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the status of a gateway error with Back to homepage', async () => {
    show(new HttpError('app.message.not_found', 404));
    expect(await screen.findByText('app.error.title')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('app.error.status_404')).toBeTruthy();
    expect(screen.getByText('app.error.not_found_body')).toBeTruthy();
    // AdminContext routes by hash in tests.
    expect(screen.getByRole('link', { name: 'app.error.back_home' }).getAttribute('href')).toMatch(/^#?\/$/);
  });

  it('shows 500 for an error without a status', async () => {
    show(new TypeError('x is undefined'));
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByText('app.error.status_500')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page for a failed chunk load, once per minute', async () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/Page.js');
    show(chunk);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    cleanup();
    show(chunk);
    expect(await screen.findByText('app.error.title')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('falls back to a plain message with the details when the error page fails', async () => {
    errorPage.broken = true;
    show(new HttpError('app.message.not_found', 404));
    expect(await screen.findByText('An error occurred while showing the error page.')).toBeTruthy();
    expect(screen.getByText(/the error page broke/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/');
  });
});
