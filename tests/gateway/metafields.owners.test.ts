/**
 * Metafield values go with their record (issue 13): deleting a product or a customer deletes
 * its values; another record's values, and another shop's, stay.
 */
import { describe, expect, it } from 'vitest';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { metafieldContract as metafieldRoutes } from '../../resources/metafield/metafield.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { useGateway } from './harness';
import { createCustomer, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

const define = (m: Merchant, owner_type: string) =>
  gw.ok(metafieldRoutes.createDefinition, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: { owner_type, key: 'origin', name: 'Origin', type: 'text', shop_id: m.shopId },
  });
const save = (m: Merchant, owner_type: string, owner_id: string, origin: string) =>
  gw.ok(metafieldRoutes.saveValues, {
    token: m.account.token,
    params: { shop: m.shopId, owner_type, owner_id },
    body: { values: { origin } },
  });
const stored = async (ownerId: string) =>
  (await gw.db.selectFrom('metafield_values').select('value').where('owner_id', '=', ownerId).execute()).length;

describe('metafield values of a deleted record', () => {
  it('are deleted with a product; the other product and another shop keep theirs', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    await define(m, 'product');
    await define(other, 'product');
    await save(m, 'product', m.mug.id, 'Bát Tràng');
    await save(m, 'product', m.shirt.id, 'Hội An');
    await save(other, 'product', other.mug.id, 'Kyoto');
    expect(await stored(m.mug.id)).toBe(1);
    await gw.ok(productRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [m.mug.id] },
    });
    expect(await stored(m.mug.id)).toBe(0);
    expect(await stored(m.shirt.id)).toBe(1);
    expect(
      (
        await gw.ok(metafieldRoutes.values, {
          token: other.account.token,
          params: { shop: other.shopId, owner_type: 'product', owner_id: other.mug.id },
        })
      ).data.fields[0].value,
    ).toBe('Kyoto');
  });

  it('are deleted with a customer', async () => {
    const m = await merchant(gw);
    await define(m, 'customer');
    const customer = await createCustomer(gw, m, { email: 'lan@example.com' });
    await save(m, 'customer', customer.id, 'Huế');
    expect(await stored(customer.id)).toBe(1);
    await gw.ok(customerRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [customer.id] },
    });
    expect(await stored(customer.id)).toBe(0);
  });
});
