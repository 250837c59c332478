/**
 * Issue 26's shared steps: a fresh merchant with several shops made through the API, calls as
 * that merchant, and the screens' steps the multi-shop specs share (the order inbox, the top
 * bar's search, copy to other shops and update copies, a new shop from another).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fillPath, type NamedRoute } from '../../../core/route';
import { customerRoutes } from '../../../resources/customer/customer.routes';
import { orderRoutes } from '../../../resources/order/order.routes';
import { paymentRoutes } from '../../../resources/payment/payment.routes';
import { productRoutes } from '../../../resources/product/product.routes';
import { expect } from '../fixtures';
import { type merchantByApi, type ShopSpec } from './MerchantApi';

/**
 * The merchant's shops, each with cash on delivery, a product (`<product> <n>`) and today's
 * unfulfilled order; the last one has a customer, Quỳnh Trần (quynh@example.vn).
 */
export async function shopsWithOrders(
  { post, createShop }: Awaited<ReturnType<typeof merchantByApi>>,
  shops: readonly ShopSpec[],
  product: string,
) {
  const ids: string[] = [];
  const orders: string[] = [];
  for (const [i, shop] of shops.entries()) {
    const id = await createShop(shop);
    ids.push(id);
    await post(paymentRoutes.create, id, { type: 'cod', shop_id: id });
    const created = await post(productRoutes.create, id, {
      title: `${product} ${i + 1}`,
      price: shop.currency === 'VND' ? 250000 : 25,
      quantity: 50,
      shop_id: id,
    });
    const order = await post(orderRoutes.create, id, {
      email: `buyer${i + 1}@example.com`,
      items: [{ product_id: created.id, quantity: 1 }],
    });
    orders.push(order.name as string);
  }
  const last = ids[ids.length - 1];
  await post(customerRoutes.create, last, { first_name: 'Quỳnh', last_name: 'Trần', email: 'quynh@example.vn' });
  return { ids, orders };
}

// A real 1x1 PNG: a list's thumbnail shows it only if it loads from its address.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An image uploaded to the shop's product folder (presigned, as the product form does); answers its address. */
export async function uploadImage(
  request: APIRequestContext,
  headers: Record<string, string>,
  baseURL: string,
  shop: string,
  file: string,
) {
  const presigned = (
    await (
      await request.post('/storage/api/upload', {
        headers,
        data: { type: 'products', shop_id: shop, file_name: file, content_type: 'image/png', size: PNG.length },
      })
    ).json()
  ).data;
  expect((await request.put(presigned.url, { headers: presigned.headers, data: PNG })).ok()).toBe(true);
  return new URL(presigned.public_url, baseURL).href;
}

/**
 * Two products with two variants each and an image (Celadon bowl $12.50, Ash glaze cup $8), made
 * through the API in `shop`; `reprice` gives the first a new price as the product form sends it.
 */
export async function potteryWithImages(
  request: APIRequestContext,
  headers: Record<string, string>,
  baseURL: string,
  shop: string,
) {
  const ids: string[] = [];
  for (const [title, price, sku] of [
    ['Celadon bowl', 12.5, 'BOWL'],
    ['Ash glaze cup', 8, 'CUP'],
  ] as const) {
    const url = await uploadImage(request, headers, baseURL, shop, `${sku}.png`);
    const res = await request.post(`/product-2/api/${shop}`, {
      headers,
      data: {
        shop_id: shop,
        title,
        price,
        sku,
        media: [{ url, alt: title }],
        options: [{ name: 'Size', values: ['Small', 'Large'] }],
        variants: [
          { options: ['Small'], price, sku: `${sku}-S`, quantity: 5, image: url },
          { options: ['Large'], price: price + 2, sku: `${sku}-L`, quantity: 5 },
        ],
      },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).data.id as string);
  }
  const reprice = async (price: number) =>
    expect((await request.put(`/product-2/api/${shop}/${ids[0]}`, { headers, data: { price } })).ok()).toBe(true);
  return { ids, reprice };
}

/** Makes a shop current from /shop/select, by name in either language. */
export async function openShop(page: Page, name: string) {
  if (!/\/shop\/select$/.test(page.url())) await page.goto('/shop/select');
  await page.getByRole('list').getByRole('button').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A call as the signed-in merchant (the page's token), on the current shop. */
export async function api(
  page: Page,
  route: NamedRoute,
  options: { data?: unknown; params?: object; query?: object } = {},
) {
  const { token, shop } = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('shop-admin.token') ?? '{}').token as string,
    shop: decodeURIComponent(document.cookie.match(/__shop_curr=([^;]+)/)?.[1] ?? ''),
  }));
  const answer = await page.request.fetch(fillPath(route.path, { shop, ...options.params }), {
    method: route.method,
    headers: { authorization: `Bearer ${token}` },
    // A query names the shop as SPEC §7's GET calls do (`?shop_id=`).
    params: options.query && { shop_id: shop, ...(options.query as Record<string, string>) },
    data: options.data && { ...options.data, ...(route.addShopId ? { shop_id: shop } : {}) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { shop, data: (await answer.json()).data };
}

/** From /orders/all (as it is, filtered or not), opens an order (it switches to its shop) and fulfils all of it. */
export async function fulfilFromInbox(page: Page, shop: string, order: string) {
  if (!/\/orders\/all/.test(page.url())) await page.goto('/orders/all');
  const rows = page.locator('tbody tr');
  await rows.filter({ hasText: order }).filter({ hasText: shop }).locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByLabel(`Current shop: ${shop}`, { exact: true })).toBeVisible();
  await expect(page.getByText(order).first()).toBeVisible();
  await page.getByRole('link', { name: /^Fulfil \d+ items?$/ }).click();
  await page.getByRole('button', { name: 'Fulfil items' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByText('Everything fulfilled').first()).toBeVisible();
}

/** Ctrl+K, a query, and the customer's hit (labelled with its shop) opens in that shop. */
export async function findCustomerFromTopBar(page: Page, query: string, name: string, shop: string, email: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search all your shops' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search products, orders and customers').fill(query);
  const hit = dialog.getByRole('button', { name: new RegExp(name) });
  await expect(hit).toContainText(`in ${shop}`);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/search-en.png`, fullPage: true });
  await hit.click();
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  await expect(page.getByLabel(`Current shop: ${shop}`, { exact: true })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
}

/** In the current shop's product list, selects products and opens "Copy to other shops" or "Update copies". */
export async function openCopyDialog(page: Page, titles: string[], action: 'Copy to other shops' | 'Update copies') {
  await page.goto('/products');
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const title of titles) await rows.filter({ hasText: title }).getByRole('checkbox').check();
  await page.getByRole('button', { name: action }).click();
  const name = action === 'Copy to other shops' ? 'Copy to other shops' : 'Update copies in other shops';
  return page.getByRole('dialog', { name });
}

/** The current shop's product rows. */
export const productRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

/** With E2E_SCREENSHOTS: the screen in English, then in Vietnamese (the language menu), then back to English. */
export async function shootBoth(page: Page, name: string) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-en.png`, fullPage: true });
  for (const [lang, item] of [
    ['vi', 'Tiếng Việt'],
    ['en', 'English'],
  ]) {
    await page.getByRole('button', { name: /^(Language|Ngôn ngữ)/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    if (lang === 'vi') await page.screenshot({ path: `${shots}/${name}-vi.png`, fullPage: true });
  }
}
