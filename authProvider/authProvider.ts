/**
 * Sign-in state for react-admin: bearer token, identity with initials, and the SPEC §4
 * redirects (signed out -> /login, after login -> /shop/select, logout -> /login).
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { GatewayClient } from '../dataProvider/http';
import { authRoutes } from '../resources/auth/auth.routes';
import type { LoginBody, TokenResponse, User } from '../resources/auth/auth.schema';
import { setCurrentShopId } from '../src/lib/currentShop';
import { initials } from '../core/initials';
import { clearToken, getToken, saveToken } from './tokenStore';

export interface Identity extends UserIdentity {
  email: string;
  first_name: string;
  last_name: string;
  initials: string;
}

export const AFTER_LOGIN = '/shop/select';

export function buildAuthProvider(client: GatewayClient): AuthProvider {
  const forget = () => clearToken();

  return {
    async login({ email, password }: LoginBody) {
      const answer = await client.call(authRoutes.login, { body: { email, password } });
      saveToken(answer.access_token, answer.expires_in);
      return { redirectTo: AFTER_LOGIN };
    },
    async logout() {
      if (getToken()) await client.call(authRoutes.logout).catch(() => undefined);
      forget();
      setCurrentShopId(undefined);
      return '/login';
    },
    async checkAuth() {
      if (!getToken()) throw { redirectTo: '/login', message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        forget();
        throw { redirectTo: '/login', logoutUser: true };
      }
    },
    // Not cached here: react-admin's query cache holds it, and a changed profile or
    // e-mail must show on the next read.
    async getIdentity() {
      if (!getToken()) throw new Error('Not signed in');
      const { data } = await client.call(authRoutes.me);
      return {
        id: data._id,
        fullName: `${data.first_name} ${data.last_name}`.trim(),
        avatar: data.avatar ?? undefined,
        email: data.email,
        first_name: data.first_name,
        last_name: data.last_name,
        initials: initials(data),
      } satisfies Identity;
    },
  };
}
