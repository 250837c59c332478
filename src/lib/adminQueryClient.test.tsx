// @vitest-environment jsdom
/**
 * The session check is asked once per session, not again by every screen that mounts (each
 * new ask re-rendered the whole app twice); a failed check is asked again, and a sign-out
 * (react-admin clears the cache) asks again.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CoreAdminContext, useAuthState, type AuthProvider } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminQueryClient } from './adminQueryClient';

afterEach(cleanup);

function countingAuth(signedIn: () => boolean) {
  const calls = { checkAuth: 0 };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    checkAuth: async () => {
      calls.checkAuth++;
      if (!signedIn()) throw new Error('signed out');
    },
  };
  return { calls, authProvider };
}

/** Like a screen: it checks the session when it mounts. */
const Screen = ({ name }: { name: string }) => {
  const { isPending, authenticated } = useAuthState();
  return <p>{`${name}: ${isPending ? 'pending' : authenticated ? 'in' : 'out'}`}</p>;
};

/** The first screen, then a second one mounted on a click (a navigation). */
const TwoScreens = () => {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Screen name="first" />
      <button type="button" onClick={() => setSecond(true)}>
        open
      </button>
      {second && <Screen name="second" />}
    </>
  );
};

async function openSecond(queryClient = adminQueryClient(), signedIn = () => true) {
  const { calls, authProvider } = countingAuth(signedIn);
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <TwoScreens />
    </CoreAdminContext>,
  );
  await screen.findByText(/^first: (in|out)$/);
  screen.getByRole('button', { name: 'open' }).click();
  await screen.findByText(/^second: (in|out)$/);
  return { calls, queryClient };
}

describe('adminQueryClient', () => {
  it('checks the session once: a screen mounted later takes the answer', async () => {
    const { calls } = await openSecond();
    expect(screen.getByText('second: in')).toBeTruthy();
    expect(calls.checkAuth).toBe(1);
  });

  it('asks again after a failed check (no answer is kept)', async () => {
    const { calls } = await openSecond(adminQueryClient(), () => false);
    await waitFor(() => expect(calls.checkAuth).toBe(2));
  });

  it('asks again once the cache is cleared (what react-admin does on sign-out)', async () => {
    const { calls, queryClient } = await openSecond();
    queryClient.clear();
    cleanup();
    const again = countingAuth(() => true);
    render(
      <CoreAdminContext authProvider={again.authProvider} queryClient={queryClient}>
        <Screen name="after" />
      </CoreAdminContext>,
    );
    await screen.findByText('after: in');
    expect(calls.checkAuth + again.calls.checkAuth).toBe(2);
  });
});
