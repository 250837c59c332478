/**
 * A fresh merchant of a spec's own, signed up through the API (the specs that must not share the
 * demo merchant: shops of their own, their own password, mail or second factor), and calls as them.
 */
import type { APIRequestContext } from '@playwright/test';
import { fillPath, type NamedRoute } from '../../../core/route';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { expect, newMerchant } from '../fixtures';

export type Merchant = ReturnType<typeof newMerchant>;

export interface ShopSpec {
  name: string;
  currency: string;
  language: string;
  timezone?: string;
}

/** Signs `merchant` up (201) without signing in. */
export async function signUpByApi(request: APIRequestContext, merchant: Merchant) {
  const answer = await request.post(authRoutes.signup.path, {
    data: {
      first_name: merchant.firstName,
      last_name: merchant.lastName,
      email: merchant.email,
      password: merchant.password,
      password_confirmation: merchant.password,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A merchant signed up through the API, and calls as them: a POST to a `{shop}` route, a new shop. */
export async function merchantByApi(request: APIRequestContext, tag: string) {
  const merchant = newMerchant(tag);
  await signUpByApi(request, merchant);
  const token = (
    await (
      await request.post('/auth/api/token', { data: { email: merchant.email, password: merchant.password } })
    ).json()
  ).access_token as string;
  const headers = { Authorization: `Bearer ${token}` };
  /** A POST to a `{shop}` route as the merchant; answers its data. */
  const post = async (route: NamedRoute, shop: string, data: object) => {
    const answer = await request.post(fillPath(route.path, { shop }), { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data;
  };
  /** A shop of the merchant (1 Test Street, Portland; UTC+07:00 unless said); answers its id. */
  const createShop = async ({ timezone = 'UTC+07:00', ...shop }: ShopSpec) => {
    const created = await request.post('/shop/api/init', {
      headers,
      data: {
        ...shop,
        email: merchant.email,
        address: '1 Test Street',
        city: 'Portland',
        country_code: 'US',
        zip_code: '97201',
        timezone,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    return (await created.json()).data._id as string;
  };
  return { merchant, headers, post, createShop };
}
