/**
 * Sign-in state for react-admin: bearer token, identity with initials, and the SPEC §4
 * redirects (signed out -> /login, after login -> /shop/select, logout -> /login).
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { GatewayClient } from '../dataProvider/http';
import { authRoutes } from '../resources/auth/auth.routes';
import type { LoginBody, User } from '../resources/auth/auth.schema';
import type { TwoFactorChallenge, TwoFactorLoginBody } from '../resources/auth/twoFactor.schema';
import { setCurrentShopId } from '../src/lib/currentShop';
import { initials } from '../core/initials';
import { clearToken, getStoredIdentity, getToken, saveToken, storeIdentity } from './tokenStore';

export interface Identity extends UserIdentity {
  email: string;
  first_name: string;
  last_name: string;
  initials: string;
}

export const AFTER_LOGIN = '/shop/select';

/**
 * The password was right and the account has two-factor on (issue 29): login rejects with
 * this, and the sign-in page asks for a code, then calls login again with the challenge.
 */
export class TwoFactorRequired extends Error {
  constructor(readonly challenge: TwoFactorChallenge) {
    super('app.login.code_needed');
  }
}

/** react-admin's identity of a user answer, with the initials the avatar shows. */
export const identityOf = (data: User): Identity => ({
  id: data._id,
  fullName: `${data.first_name} ${data.last_name}`.trim(),
  avatar: data.avatar ?? undefined,
  email: data.email,
  first_name: data.first_name,
  last_name: data.last_name,
  initials: initials(data),
});

export function buildAuthProvider(client: GatewayClient): AuthProvider {
  const forget = () => clearToken();

  return {
    /** The password step ({ email, password }) or the code step ({ email, challenge_token, code }). */
    async login(params: LoginBody | TwoFactorLoginBody) {
      const answer =
        'challenge_token' in params
          ? await client.call(authRoutes.loginTwoFactor, {
              body: { email: params.email, challenge_token: params.challenge_token, code: params.code },
            })
          : await client.call(authRoutes.login, {
              body: { email: params.email, password: (params as LoginBody).password },
            });
      if ('challenge_token' in answer) throw new TwoFactorRequired(answer);
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
    // Read once per sign-in and kept with the token (tokenStore): opening a screen does not
    // ask again. A profile or e-mail changed here updates it (useIdentityUpdate -> storeIdentity).
    async getIdentity() {
      if (!getToken()) throw new Error('Not signed in');
      const kept = getStoredIdentity<Identity>();
      if (kept) return kept;
      const { data } = await client.call(authRoutes.me);
      const identity = identityOf(data);
      storeIdentity(identity);
      return identity;
    },
  };
}
