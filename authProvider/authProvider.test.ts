// @vitest-environment jsdom
/** Sign-in state: token storage, SPEC §4 redirects, identity with initials. */
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '../dataProvider/http';
import { authRoutes } from '../resources/auth/auth.routes';
import { getCurrentShopId, setCurrentShopId } from '../src/lib/currentShop';
import type { NamedRoute } from '../core/route';
import { AFTER_LOGIN, buildAuthProvider, identityOf } from './authProvider';
import { clearToken, getToken, saveToken, storeIdentity } from './tokenStore';

const user = { _id: 'u1', first_name: 'Đặng', last_name: 'Ánh', email: 'anh@example.com', avatar: null };

function setup(answer: (route: NamedRoute) => unknown = () => ({ data: user })) {
  const call = vi.fn(async (route: NamedRoute, _args?: unknown) => answer(route));
  const provider = buildAuthProvider({ call } as unknown as GatewayClient);
  return { call, provider };
}

beforeEach(() => {
  localStorage.clear();
  setCurrentShopId(undefined);
});

describe('authProvider', () => {
  it('login posts the credentials, stores access_token and goes to /shop/select', async () => {
    const { call, provider } = setup(() => ({ access_token: 'jwt-1', token_type: 'Bearer', expires_in: 64000 }));
    expect(await provider.login({ email: 'demo@example.com', password: 'pw', remember: true })).toEqual({
      redirectTo: '/shop/select',
    });
    expect(AFTER_LOGIN).toBe('/shop/select');
    expect(call).toHaveBeenCalledWith(authRoutes.login, { body: { email: 'demo@example.com', password: 'pw' } });
    expect(getToken()).toBe('jwt-1');
  });

  it('a failed login rejects with the server error and stores nothing', async () => {
    const { provider } = setup(() => {
      throw new HttpError('app.auth.invalid_credentials', 401, {});
    });
    await expect(provider.login({ email: 'demo@example.com', password: 'bad' })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
  });

  it('the stored token lasts expires_in seconds', () => {
    saveToken('jwt-1', 64000, 1_000);
    expect(getToken(1_000 + 63_999_000)).toBe('jwt-1');
    expect(getToken(1_000 + 64_000_000)).toBeUndefined();
  });

  it('checkAuth rejects to /login without a token and resolves with one', async () => {
    const { provider } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    saveToken('jwt-1', 64000);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError signs out on 401 only', async () => {
    const { provider } = setup();
    saveToken('jwt-1', 64000);
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getToken()).toBe('jwt-1');
    await expect(provider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login', logoutUser: true });
    expect(getToken()).toBeUndefined();
  });

  it('logout posts /users/logout with no body, forgets token and current shop, and goes to /login', async () => {
    const { call, provider } = setup(() => ({ data: { logged_out: true } }));
    saveToken('jwt-1', 64000);
    setCurrentShopId('shop-1');
    expect(document.cookie).toContain('__shop_curr=shop-1');
    expect(await provider.logout({})).toBe('/login');
    expect(call.mock.calls).toEqual([[authRoutes.logout]]);
    expect(authRoutes.logout.bodyKind).toBe('none');
    expect(getToken()).toBeUndefined();
    expect(getCurrentShopId()).toBeUndefined();
    expect(document.cookie).not.toContain('__shop_curr');
  });

  it('logout still signs out locally when the gateway call fails, and skips the call without a token', async () => {
    const failing = setup(() => {
      throw new HttpError('app.message.generic_error', 0, null);
    });
    saveToken('jwt-1', 64000);
    expect(await failing.provider.logout({})).toBe('/login');
    expect(getToken()).toBeUndefined();
    const signedOut = setup();
    expect(await signedOut.provider.logout({})).toBe('/login');
    expect(signedOut.call).not.toHaveBeenCalled();
  });

  it('getIdentity reads /auth/api/user/me and computes the initials', async () => {
    const { call, provider } = setup();
    saveToken('jwt-1', 64000);
    expect(await provider.getIdentity!()).toEqual({
      id: 'u1',
      fullName: 'Đặng Ánh',
      avatar: undefined,
      email: 'anh@example.com',
      first_name: 'Đặng',
      last_name: 'Ánh',
      initials: 'ĐÁ',
    });
    expect(call).toHaveBeenCalledWith(authRoutes.me);
  });

  it('getIdentity reads the gateway once per sign-in: opening another screen does not ask again', async () => {
    const { call, provider } = setup();
    saveToken('jwt-1', 64000);
    await provider.getIdentity!();
    expect(await provider.getIdentity!()).toMatchObject({ id: 'u1', initials: 'ĐÁ' });
    expect(call).toHaveBeenCalledTimes(1);
    // A new sign-in (another token) reads again; so does a start after sign-out.
    saveToken('jwt-2', 64000);
    await provider.getIdentity!();
    expect(call).toHaveBeenCalledTimes(2);
    clearToken();
    await expect(provider.getIdentity!()).rejects.toThrow('Not signed in');
    saveToken('jwt-2', 64000);
    await provider.getIdentity!();
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('a profile changed in this tab is what the next start reads, without a call', async () => {
    const { call, provider } = setup();
    saveToken('jwt-1', 64000);
    await provider.getIdentity!();
    storeIdentity(identityOf({ ...user, first_name: 'Minh' }));
    expect(await provider.getIdentity!()).toMatchObject({ fullName: 'Minh Ánh', initials: 'MÁ' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('getIdentity does not keep a failure and rejects when signed out', async () => {
    let fail = true;
    const { call, provider } = setup(() => {
      if (fail) throw new HttpError('app.message.generic_error', 500, null);
      return { data: user };
    });
    await expect(provider.getIdentity!()).rejects.toThrow('Not signed in');
    saveToken('jwt-1', 64000);
    await expect(provider.getIdentity!()).rejects.toMatchObject({ status: 500 });
    fail = false;
    await expect(provider.getIdentity!()).resolves.toMatchObject({ initials: 'ĐÁ' });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
