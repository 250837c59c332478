/**
 * Records made through the gateway as the signed-in merchant, for specs whose subject is
 * another screen (the Trash, the Activity): the session's token and current shop, read from
 * the page as the app keeps them.
 */
import { expect, type Page } from '@playwright/test';
import { fillPath } from '../../../core/route';
import { collection } from '../../../resources/collection/collection.resource';
import { productRoutes } from '../../../resources/product/product.routes';

export async function shopApi(page: Page) {
  const { token, shop } = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('shop-admin.token') ?? '{}').token as string,
    shop: decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('__shop_curr='))
        ?.slice(12) ?? '',
    ),
  }));
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await page.request.post(fillPath(path, { shop }), {
      headers: { authorization: `Bearer ${token}` },
      data: { ...body, shop_id: shop },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const data = (await answer.json()).data as { id?: string; _id?: string; handle: string };
    return { id: String(data.id ?? data._id), handle: data.handle };
  };
  return {
    collection: (title: string) => post(collection.api.base, { title }),
    product: (title: string, collections: string[] = []) =>
      post(productRoutes.create.path, { title, price: 12, collections }),
  };
}

/** Deletes from a record's edit screen, as a merchant does: Delete, then Confirm. */
export async function deleteFromEditScreen(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Delete successfully' })).toBeVisible();
}
