/** Issue 15 item 12: an applied bulk update can be undone for 24 hours, from the previous values kept with it. */
import { describe, expect, it } from 'vitest';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { createProduct, merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

describe('bulk update undo', () => {
  it('restores prices, variants, status and tags of every product not edited since, once', async () => {
    const m = await merchant(gw);
    const auth = { token: m.token, params: { shop: m.shopId } };
    const a = await createProduct(gw, m, { title: 'A', price: 10, tags: ['old'], status: 'active' });
    const b = await createProduct(gw, m, {
      title: 'B',
      price: 20,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ options: ['S'], price: 21, quantity: 2 }],
    });
    const c = await createProduct(gw, m, { title: 'C', price: 30 });
    const untouched = await createProduct(gw, m, { title: 'Untouched', price: 99 });
    expect((await gw.call(productRoutes.bulkLast, auth)).json().data).toBeNull();

    const body = {
      ids: [a.id, b.id, c.id],
      changes: [
        { field: 'price', operation: 'add_percent', value: 50 },
        { field: 'status', operation: 'set', value: 'inactive' },
        { field: 'tags', operation: 'set', value: ['new'] },
      ],
    };
    const applied = await gw.call(productRoutes.bulkApply, { ...auth, body });
    expect(applied.statusCode).toBe(200);
    const { undo_id: undoId, undo_until: until } = applied.json().data;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const last = (await gw.call(productRoutes.bulkLast, auth)).json().data;
    expect(last).toMatchObject({ id: undoId, count: 3, changes: body.changes });

    // C is edited after the bulk update: its new price stays.
    const edit = await gw.call(productRoutes.update, {
      ...auth,
      params: { ...auth.params, product_id: c.id },
      body: { price: 31 },
    });
    expect(edit.statusCode).toBe(200);

    const undo = await gw.call(productRoutes.bulkUndo, { ...auth, params: { ...auth.params, bulk_id: undoId } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toEqual({ restored: 2, ids: expect.arrayContaining([a.id, b.id]), skipped: [c.id] });

    const get = async (id: string) =>
      (await gw.call(productRoutes.get, { ...auth, params: { ...auth.params, product_id: id } })).json().data;
    expect(await get(a.id)).toMatchObject({ price: 10, status: 'active', tags: ['old'] });
    expect(await get(b.id)).toMatchObject({ price: 20, status: 'active', tags: [] });
    expect((await get(b.id)).variants[0]).toMatchObject({ price: 21, quantity: 2 });
    expect(await get(c.id)).toMatchObject({ price: 31, status: 'inactive', tags: ['new'] });
    expect(await get(untouched.id)).toMatchObject({ price: 99 });
    // Found by the tag it has again.
    const byTag = (await gw.call(productRoutes.list, { ...auth, query: { tag: 'old' } })).json().data;
    expect(byTag.products.map((p: { id: string }) => p.id)).toEqual([a.id]);

    // Once: a second undo is refused, and nothing is offered any more.
    const again = await gw.call(productRoutes.bulkUndo, { ...auth, params: { ...auth.params, bulk_id: undoId } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('product.bulk.undo_expired');
    expect((await gw.call(productRoutes.bulkLast, auth)).json().data).toBeNull();
  });

  it('is refused after 24 hours, and is 404 from another shop (which keeps its products)', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const auth = { token: m.token, params: { shop: m.shopId } };
    const a = await createProduct(gw, m, { title: 'A', price: 10 });
    const applied = await gw.call(productRoutes.bulkApply, {
      ...auth,
      body: { ids: [a.id], changes: [{ field: 'price', operation: 'set', value: 1 }] },
    });
    const undoId = applied.json().data.undo_id as string;

    const foreign = await gw.call(productRoutes.bulkUndo, {
      token: other.token,
      params: { shop: other.shopId, bulk_id: undoId },
    });
    expect(foreign.statusCode).toBe(404);
    const stranger = await gw.call(productRoutes.bulkUndo, {
      token: other.token,
      params: { shop: m.shopId, bulk_id: undoId },
    });
    expect(stranger.statusCode).toBe(404);
    const kept = (await gw.call(productRoutes.get, { ...auth, params: { ...auth.params, product_id: a.id } })).json()
      .data;
    expect(kept.price).toBe(1);

    await gw.db
      .updateTable('product_bulk_updates')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', undoId)
      .execute();
    expect((await gw.call(productRoutes.bulkLast, auth)).json().data).toBeNull();
    const late = await gw.call(productRoutes.bulkUndo, { ...auth, params: { ...auth.params, bulk_id: undoId } });
    expect(late.statusCode).toBe(400);
  });
});
