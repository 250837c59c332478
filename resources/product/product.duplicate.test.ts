import { describe, expect, it } from 'vitest';
import { duplicateBody } from './product.duplicate';
import { ProductBody, TITLE_MAX, type Product } from './product.schema';

const product = {
  _id: 'p1',
  id: 'p1',
  shop_id: 's1',
  handle: 'tee',
  title: 'Tee',
  description: '<p>Soft</p>',
  seo_description: null,
  media: [{ url: 'https://img.test/tee.png', alt: 'Tee' }],
  price: 20,
  compare_at_price: null,
  cost_per_item: 8,
  margin: 60,
  profit: 12,
  sku: 'TEE',
  barcode: null,
  quantity: 3,
  track_quantity: true,
  continue_selling: false,
  options: [{ name: 'Size', values: ['S'] }],
  variants: [{ id: 'v1', options: ['S'], price: 20, compare_at_price: null, sku: 'TEE-S', quantity: 3, image: null }],
  custom_options: [],
  status: 'active',
  vendor: 'Acme',
  tags: ['cotton'],
  collections: ['c1'],
  version: 2,
  created_at: '',
  updated_at: '',
} as Product;

describe('duplicating a product', () => {
  const body = duplicateBody(product, (title) => `Copy of ${title}`);

  it('copies every form field into a body the gateway accepts', () => {
    expect(ProductBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      title: 'Copy of Tee',
      price: 20,
      tags: ['cotton'],
      collections: ['c1'],
      media: product.media,
    });
  });

  it('leaves out ids, handle and computed fields, and starts inactive', () => {
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('handle');
    expect(body).not.toHaveProperty('margin');
    expect((body.variants as { id?: string }[])[0]).not.toHaveProperty('id');
    expect(body.status).toBe('inactive');
  });

  it('keeps the copy title within 70 characters', () => {
    const long = duplicateBody({ ...product, title: 'x'.repeat(70) }, (t) => `Copy of ${t}`);
    expect((long.title as string).length).toBe(TITLE_MAX);
  });
});
