/** Shared set-up of the catalogue suites: a merchant with a shop, and products made through the API. */
import { expect } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { collection } from '../../resources/collection/collection.resource';
import type { Product, ProductBody } from '../../resources/product/product.schema';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import type { Gateway } from './harness';

const collectionRoutes = declaredContract(collection);

export interface Merchant {
  token: string;
  userId: string;
  shopId: string;
}

export async function merchant(gw: Gateway, shop: { currency?: string; language?: string } = {}): Promise<Merchant> {
  const account = await gw.account();
  const created = await gw.createShop(account.token, shop);
  return { token: account.token, userId: account.id, shopId: created._id };
}

export async function createProduct(
  gw: Gateway,
  m: Merchant,
  body: Partial<ProductBody> & { title: string },
): Promise<Product> {
  const res = await gw.call(productRoutes.create, {
    token: m.token,
    params: { shop: m.shopId },
    body: { price: 10, ...body, shop_id: m.shopId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Product;
}

export async function createCollection(gw: Gateway, m: Merchant, body: { title: string; parent?: string | null }) {
  return (
    await gw.ok(collectionRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ...body, shop_id: m.shopId },
    })
  ).data;
}

export async function listProducts(gw: Gateway, m: Merchant, query: Record<string, string | number> = {}) {
  const res = await gw.call(productRoutes.list, { token: m.token, params: { shop: m.shopId }, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { products: Product[]; total: number; page: number; limit: number };
}
