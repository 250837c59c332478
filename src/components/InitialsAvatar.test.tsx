// @vitest-environment jsdom
/** The user's initials in the top bar (SPEC §1): both letters, never MUI's stand-in icon beside them (issue 31). */
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { InitialsAvatar } from './InitialsAvatar';

afterEach(cleanup);

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Linh Nguyen', initials: 'LN' }),
};

describe('InitialsAvatar', () => {
  it.each([true, false])('shows the initials and no stand-in icon (decorative: %s)', async (decorative) => {
    const { container } = render(
      <AdminContext authProvider={authProvider}>
        <InitialsAvatar decorative={decorative} />
      </AdminContext>,
    );
    const avatar = container.querySelector('.MuiAvatar-root')!;
    await waitFor(() => expect(decorative ? avatar.getAttribute('data-initials') : avatar.textContent).toBe('LN'));
    expect(avatar.querySelector('svg')).toBeNull();
  });
});
