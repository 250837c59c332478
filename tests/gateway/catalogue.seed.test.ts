/** The demo catalogue of the first start, and CLEAN-SHOP emptying every catalogue table of a shop. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedCatalogue, seedShopCatalogue } from '../../gateway/seed/catalogue';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../gateway/seed/demo';
import { EmbeddedObjectStore } from '../../gateway/storage/objectStore';
import { declaredContract } from '../../core/declaredContract';
import { collection } from '../../resources/collection/collection.resource';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { settingsContract } from '../../core/settingsContract';
import { blacklist } from '../../resources/blacklist/blacklist.resource';
import { createCollection, createProduct, listProducts, merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const collectionRoutes = declaredContract(collection);
const blacklistRoutes = settingsContract(blacklist);

const gw = useGateway();
const CATALOGUE_TABLES = [
  'products',
  'product_tags',
  'product_collections',
  'product_media',
  'collections',
  'blacklists',
  'feeds',
] as const;

describe('demo catalogue', () => {
  it('gives both demo shops about 200 products, 12 collections (some nested), variants, tags and vendors, once', async () => {
    await seedDemo(gw.db, gw.config);
    expect(
      (await seedCatalogue(gw.db, { store: null, publicBaseUrl: 'http://localhost:3000/s3/shop-media' })).seeded,
    ).toHaveLength(2);
    expect((await seedCatalogue(gw.db, { store: null, publicBaseUrl: '' })).seeded).toEqual([]);

    const token = await gw.login(DEMO_EMAIL, DEMO_PASSWORD);
    const { shops } = (await gw.call(shopRoutes.list, { token })).json().data as {
      shops: { id: string; currency: string }[];
    };
    for (const shop of shops) {
      const m = { token, userId: '', shopId: shop.id };
      const list = await listProducts(gw, m, { limit: 100 });
      expect(list.total).toBe(200);
      const withVariants = list.products.filter((p) => p.variants.length > 0);
      expect(withVariants.length).toBeGreaterThan(10);
      for (const p of withVariants)
        for (const v of p.variants) v.options.forEach((value, i) => expect(p.options[i].values).toContain(value));
      expect(new Set(list.products.map((p) => p.vendor)).size).toBeGreaterThan(3);
      expect(list.products.every((p) => p.tags.length >= 2 && p.collections.length >= 1)).toBe(true);
      if (shop.currency === 'VND') {
        expect(list.products.every((p) => Number.isInteger(p.price) && p.price >= 1000)).toBe(true);
        expect(list.products.some((p) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(p.title))).toBe(
          true,
        );
      }
      const collections = (await gw.call(collectionRoutes.list, { token, params: { shop: shop.id } })).json().data;
      expect(collections.total).toBe(12);
      expect(collections.collections.filter((c: { parent: string | null }) => c.parent).length).toBeGreaterThanOrEqual(
        5,
      );
      expect(collections.collections.every((c: { products_count: number }) => c.products_count > 0)).toBe(true);
    }
  });

  it('puts the product tiles in the object store, where their public URLs point', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-store-'));
    const store = new EmbeddedObjectStore({ kind: 'embedded', dir, bucket: 'media' });
    await store.start();
    try {
      const m = await merchant(gw);
      const owner = (
        await gw.db.selectFrom('shops').select('owner_id').where('id', '=', m.shopId).executeTakeFirstOrThrow()
      ).owner_id;
      const base = `http://${store.address.host}:${store.address.port}/media`;
      const result = await seedShopCatalogue(
        gw.db,
        { id: m.shopId, owner_id: owner, language: 'en', currency: 'USD' },
        { store, publicBaseUrl: base, productsPerShop: 4 },
      );
      expect(result).toEqual({ products: 4, collections: 12, images: 16 });
      const [product] = (await listProducts(gw, m, { limit: 1 })).products;
      expect(product.media[0].url.startsWith(`${base}/${owner}/${m.shopId}/products/`)).toBe(true);
      const image = await fetch(product.media[0].url);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toMatch(/^<svg [^>]*>.*<text[^>]*>[A-Z]{1,2}<\/text><\/svg>$/);
    } finally {
      await store.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CLEAN-SHOP', () => {
  it("empties every catalogue table of the deleted shop, and only that shop's rows", async () => {
    const m = await merchant(gw);
    const kept = await merchant(gw);
    for (const who of [m, kept]) {
      const c = await createCollection(gw, who, { title: 'C' });
      await createProduct(gw, who, {
        title: 'P',
        tags: ['t'],
        collections: [c.id],
        media: [{ url: 'https://img.test/p.png' }],
      });
      await gw.call(blacklistRoutes.update, {
        token: who.token,
        params: { shop: who.shopId },
        body: { keywords: ['x'] },
      });
      await gw.db
        .insertInto('feeds')
        .values({ shop_id: who.shopId, job_id: 'j', url: '/f', items: 1, generated_at: new Date().toISOString() })
        .execute();
    }
    await gw.call(shopRoutes.delete, { token: m.token, params: { id: m.shopId } });
    const job = await gw.call(jobRoutes.publish, {
      token: m.token,
      query: { channel: 'CLEAN-SHOP' },
      body: { shop_id: m.shopId, user_id: m.userId },
    });
    // The clean-up waits for the deletion grace period; bring it (the job and the shop's delete_at) due.
    await gw.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', job.json().data.id)
      .execute();
    await gw.db
      .updateTable('shops')
      .set({ delete_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', m.shopId)
      .execute();
    await gw.app.queue.drain();

    for (const table of CATALOGUE_TABLES) {
      const count = async (shopId: string) =>
        (await gw.db.selectFrom(table).select('shop_id').where('shop_id', '=', shopId).execute()).length;
      expect(await count(m.shopId), table).toBe(0);
      expect(await count(kept.shopId), table).toBe(1);
    }
  });
});
