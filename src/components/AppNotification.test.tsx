// @vitest-environment jsdom
/** SPEC §8 toasts: success with a check icon, error with an exclamation icon, closable, gone after 3 seconds. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotification, TOAST_DURATION_MS } from './AppNotification';

const Notify = ({ message, type }: { message: string; type: 'success' | 'error' }) => {
  const notify = useNotify();
  useEffect(() => notify(message, { type }), [notify, message, type]);
  return null;
};

const show = (message: string, type: 'success' | 'error') =>
  render(
    <AdminContext>
      <Notify message={message} type={type} />
      <AppNotification />
    </AdminContext>,
  );

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a success with a check icon', async () => {
    show('Update successfully', 'success');
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Update successfully');
    expect(toast.querySelector('[data-testid="SuccessOutlinedIcon"]')).not.toBeNull();
  });

  it('shows an error with an exclamation icon', async () => {
    show('Something went wrong! Please try again later', 'error');
    const toast = await screen.findByRole('alert');
    expect(toast.querySelector('[data-testid="ErrorOutlineIcon"]')).not.toBeNull();
  });

  it('closes with its close button', async () => {
    show('Delete successfully', 'success');
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'ra.action.close' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is gone after 3 seconds, and not before', async () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    show('Delete successfully', 'success');
    await screen.findByRole('alert');
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    // The closing animation runs once the 3 seconds are up.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
