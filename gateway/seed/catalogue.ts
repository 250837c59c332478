/**
 * First start: each demo shop gets a realistic catalogue (about 200 products with images,
 * options and variants, tags and vendors, 12 collections, some nested). Deterministic,
 * written in one transaction per shop, and run once per shop (a key_values marker), so a
 * merchant who empties the demo catalogue does not see it come back on restart.
 */
import { objectKey, publicUrl } from '../../resources/storage/storage.keys';
import { slugify } from '../../core/slug';
import type { Db } from '../db';
import type { Insertable } from 'kysely';
import type { ShopTable } from '../db/schema';
import type { CollectionTable } from '../modules/collection/collection.tables';
import { newId, nowIso } from '../lib/ids';
import { nextHandle, textKey } from '../lib/text';
import { insertRelations, newProductRow, relationRows, type ProductInput } from '../modules/product/product.rows';
import { chunks } from '../lib/chunks';
import { moneyDigits } from '../lib/money';
import type { EmbeddedObjectStore } from '../storage/objectStore';
import { englishCatalogue, vietnameseCatalogue, type CatalogueSeed } from './catalogue.data';
import { tileSvg, uploadAll, type Upload } from './catalogue.images';
import { demoShops } from './demo';

export interface CatalogueOptions {
  /** Where the tiles go; without a store the products have no media. */
  store: EmbeddedObjectStore | null;
  /** Public address of the store's bucket as browsers reach it. */
  publicBaseUrl: string;
  productsPerShop?: number;
}

const DAY_MS = 86_400_000;
const marker = (shopId: string) => `catalogue_seeded:${shopId}`;

/** mulberry32: the same catalogue on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cartesian = (options: { values: string[] }[]): string[][] =>
  options.reduce<string[][]>((acc, o) => acc.flatMap((combo) => o.values.map((v) => [...combo, v])), [[]]);

/** Names by turns across families, so every family is in the first products. */
function names(data: CatalogueSeed, count: number) {
  const lists = data.families.map((f, fi) =>
    f.styles.flatMap((style, si) =>
      f.nouns.map((noun, ni) => ({
        family: fi,
        code: `${fi + 1}${ni}${si}`,
        title: f.styleFirst ? `${style} ${noun}` : `${noun} ${style}`,
      })),
    ),
  );
  const out: (typeof lists)[number][number][] = [];
  for (let round = 0; out.length < count && lists.some((l) => round < l.length); round++) {
    for (const list of lists) if (round < list.length && out.length < count) out.push(list[round]);
  }
  return out;
}

export async function seedShopCatalogue(
  db: Db,
  shop: Pick<ShopTable, 'id' | 'owner_id' | 'language' | 'currency'>,
  options: CatalogueOptions,
) {
  const data = shop.language === 'vi' ? vietnameseCatalogue : englishCatalogue;
  const rand = random(shop.language === 'vi' ? 84 : 1);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const digits = moneyDigits(shop.currency);
  const money = (x: number) =>
    data.priceStep >= 1
      ? Math.max(data.priceStep, Math.round(x / data.priceStep) * data.priceStep)
      : Math.round((Math.max(1, Math.round(x)) - 0.01) * 100) / 100;
  const now = Date.now();
  const owner = { userId: shop.owner_id, shopId: shop.id };
  const uploads: Upload[] = [];
  const image = (title: string, colour: string, shade: number, name: string) => {
    const key = objectKey('products', owner, `${name}.svg`, new Date(now));
    uploads.push({ key, body: tileSvg(title, colour, shade) });
    return publicUrl(options.publicBaseUrl, key);
  };

  const at = nowIso();
  const collectionIds = new Map(data.collections.map((c) => [c.key, newId()]));
  const collections: Insertable<CollectionTable>[] = data.collections.map((c, i) => ({
    id: collectionIds.get(c.key)!,
    shop_id: shop.id,
    title: c.title,
    handle: slugify(c.title),
    description: c.description,
    parent: c.parent ? collectionIds.get(c.parent)! : null,
    sort_title: textKey(c.title),
    created_at: at,
    updated_at: at,
    image: options.store
      ? image(c.title, data.families[i % data.families.length].colour, i, `collection-${slugify(c.title)}`)
      : null,
  }));

  const handles = new Set<string>();
  const products = names(data, options.productsPerShop ?? 200).map((name, i) => {
    const family = data.families[name.family];
    const price = money(family.price[0] + (family.price[1] - family.price[0]) * rand() ** 1.6);
    const onSale = rand() < 0.2;
    const vendor = pick(data.vendors);
    const withVariants = Boolean(family.options) && rand() < 0.5;
    const productOptions = withVariants ? family.options! : [];
    const sku = `${shop.language === 'vi' ? 'BT' : 'MC'}-${name.code}-${String(i + 1).padStart(3, '0')}`;
    const variants = withVariants
      ? cartesian(productOptions).map((combo) => ({
          id: null,
          options: combo,
          sku: `${sku}-${combo
            .map((v) =>
              textKey(v)
                .replace(/[^a-z0-9]/g, '')
                .slice(0, 3)
                .toUpperCase(),
            )
            .join('')}`,
          price: money(price * (1 + 0.15 * productOptions[0].values.indexOf(combo[0]))),
          compare_at_price: null,
          quantity: Math.floor(rand() * 40),
          image: null,
        }))
      : [];
    const tags = [...family.tags, pick(data.tags), ...(rand() < 0.4 ? [pick(data.tags)] : [])];
    const daysAgo = i % 10 === 0 ? rand() * 12 : 14 + rand() * 170;
    // A product of a nested collection is in its parent too, as merchants browse by either.
    const parentKey = data.collections.find((c) => c.key === family.collection)?.parent;
    const collectionKeys = parentKey ? [family.collection, parentKey] : [family.collection];
    if (onSale) collectionKeys.push(data.saleCollection);
    if (price <= data.giftMaxPrice && rand() < 0.5) collectionKeys.push(data.giftCollection);
    if (daysAgo < 14) collectionKeys.push(data.newCollection);
    const input: ProductInput = {
      title: name.title,
      description: data.describe(name.title, vendor, data.collections.find((c) => c.key === family.collection)!.title),
      seo_description: data.seo(name.title, vendor),
      media: options.store ? [{ url: image(name.title, family.colour, i, slugify(name.title)), alt: name.title }] : [],
      price,
      compare_at_price: onSale ? money(price * (1.2 + rand() * 0.3)) : null,
      cost_per_item: money(price * (0.35 + rand() * 0.25)),
      sku,
      barcode: rand() < 0.5 ? Array.from({ length: 13 }, () => Math.floor(rand() * 10)).join('') : null,
      quantity: variants.length
        ? variants.reduce((n, v) => n + v.quantity, 0)
        : Math.floor(rand() * 150) * (rand() < 0.08 ? 0 : 1),
      track_quantity: rand() < 0.9,
      continue_selling: rand() < 0.1,
      options: productOptions,
      variants,
      custom_options:
        rand() < 0.08
          ? [
              {
                label: shop.language === 'vi' ? 'Lời chúc' : 'Gift message',
                placeholder: shop.language === 'vi' ? 'Nhập lời chúc in trên thiệp' : 'Printed on the gift card',
                default_value: null,
                max_length: 120,
              },
            ]
          : [],
      status: rand() < 0.9 ? 'active' : 'inactive',
      vendor,
      tags,
      collections: collectionKeys.map((k) => collectionIds.get(k)!),
    };
    const created = new Date(now - daysAgo * DAY_MS).toISOString();
    const row = {
      ...newProductRow(newId(), shop.id, nextHandle(name.title, handles, 'product'), input, digits, created),
      updated_at: created,
    };
    return { row, input };
  });

  if (options.store) await uploadAll(options.store, uploads);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('collections').values(collections).execute();
    for (const part of chunks(
      products.map((p) => p.row),
      200,
    ))
      await trx.insertInto('products').values(part).execute();
    await insertRelations(
      trx,
      products.map(({ row, input }) => relationRows(shop.id, row.id, input, row.created_at)),
    );
    await trx
      .insertInto('key_values')
      .values({ key: marker(shop.id), value: nowIso() })
      .execute();
  });
  return { products: products.length, collections: collections.length, images: uploads.length };
}

/** The demo merchant's shops that have no catalogue yet get one. */
export async function seedCatalogue(db: Db, options: CatalogueOptions) {
  const shops = await demoShops(db, ['id', 'owner_id', 'language', 'currency'] as const);
  const seeded: string[] = [];
  for (const shop of shops) {
    const done = await db.selectFrom('key_values').select('key').where('key', '=', marker(shop.id)).executeTakeFirst();
    if (done) continue;
    await seedShopCatalogue(db, shop, options);
    seeded.push(shop.id);
  }
  return { seeded };
}
