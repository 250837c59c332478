/**
 * The body of a product's copy: every field the form has, the title marked as a copy
 * (kept within SPEC §9's 70 characters), variants without their ids, and inactive so the
 * copy is not sold before the merchant has looked at it. No React here.
 */
import { productShape, TITLE_MAX, type Product } from './product.schema';

export function duplicateBody(product: Product, copyTitle: (title: string) => string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(productShape)) body[key] = product[key as keyof Product];
  body.title = copyTitle(product.title).slice(0, TITLE_MAX);
  body.variants = (product.variants ?? []).map(({ id: _id, ...variant }) => variant);
  body.status = 'inactive';
  return body;
}
