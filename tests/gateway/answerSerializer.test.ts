/**
 * Issue 16: JSON answers written by serializers compiled from the response schemas
 * (gateway/lib/answerSerializer.ts) read back exactly as JSON.stringify's, and the check
 * that guards it in tests fails when they do not.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from '../../gateway/lib/answerSerializer';
import { checkSerialized } from '../../gateway/lib/serve';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { createProduct, listProducts, merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

describe('a compiled answer serializer', () => {
  const schema = z.object({
    data: z.object({
      title: z.string(),
      note: z.string().nullable(),
      price: z.number(),
      tags: z.array(z.string()),
      status: z.enum(['active', 'inactive']).default('active'),
      count: z.number().optional(),
    }),
  });
  const serialize = answerSerializer(schema)!;

  it('writes what JSON.stringify writes, escapes included', () => {
    const answer = {
      data: {
        title: 'Mug "big" </script>\u2028 ☕ \\ \n',
        note: null,
        price: 12.5,
        tags: ['a', 'b"'],
        status: 'inactive',
        count: 0,
      },
    };
    expect(JSON.parse(serialize(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });

  it('leaves a missing property missing: no default written in, no throw for a required one', () => {
    const written = JSON.parse(serialize({ data: { note: null, price: 1, tags: [] } }));
    expect(written).toEqual({ data: { note: null, price: 1, tags: [] } });
  });

  it('does not write properties the schema does not declare', () => {
    const written = JSON.parse(
      serialize({ data: { title: 'Mug', note: null, price: 1, tags: [], secret: 'x' }, extra: 1 }),
    );
    expect(written).toEqual({ data: { title: 'Mug', note: null, price: 1, tags: [] } });
  });

  it('is not made for a schema with a union (JSON.stringify keeps it)', () => {
    expect(
      answerSerializer(z.object({ data: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) })),
    ).toBeUndefined();
    expect(
      answerSerializer(z.object({ data: z.union([z.string(), z.object({ b: z.number() })]).nullable() })),
    ).toBeUndefined();
  });

  it('writes a nullable object or list as null, or whole', () => {
    const nullable = answerSerializer(
      z.object({ data: z.object({ a: z.string(), b: z.array(z.number()).nullable() }).nullable() }),
    )!;
    for (const answer of [{ data: null }, { data: { a: 'x', b: null } }, { data: { a: 'x', b: [1, 2] } }]) {
      expect(JSON.parse(nullable(answer))).toEqual(answer);
    }
  });

  it('writes a null or a fraction the schema does not allow as it is, not as "", {} or a whole number', () => {
    const strict = answerSerializer(
      z.object({ data: z.object({ name: z.string(), box: z.object({ n: z.number().int() }) }) }),
    )!;
    for (const answer of [{ data: { name: null, box: null } }, { data: { name: 'x', box: { n: 2.5 } } }]) {
      expect(JSON.parse(strict(answer))).toEqual(answer);
    }
  });

  it('writes a value it cannot as JSON.stringify does rather than failing the call', () => {
    const answer = { data: { title: 'Mug', note: null, price: 1, tags: 'not a list' } };
    expect(JSON.parse(serialize(answer))).toEqual(answer);
  });

  it('the test-time check fails when the compiled JSON reads back otherwise', () => {
    const route = { ...productRoutes.get, response: schema };
    const answer = { data: { title: 'Mug', note: null, price: 1, tags: [] } };
    expect(() => checkSerialized(route, serialize, answer)).not.toThrow();
    expect(() => checkSerialized(route, () => JSON.stringify({ data: { ...answer.data, price: 2 } }), answer)).toThrow(
      /compiled serializer wrote another answer.*\$\.data\.price: 2 instead of 1/,
    );
    // A property the schema does not declare would be left out in production: the check names it.
    expect(() => checkSerialized(route, serialize, { data: { ...answer.data, counts: { all: 3 } } })).toThrow(
      /\$\.data\.counts: undefined instead of \{"all":3\}/,
    );
  });
});

describe('the product list served with its compiled serializer', () => {
  it('answers the products as the schema reads them, with the JSON columns intact', async () => {
    expect(answerSerializer(productRoutes.list.response)).toBeDefined();
    const m = await merchant(gw);
    await createProduct(gw, m, {
      title: 'Linen "shirt" ☕',
      price: 19.99,
      tags: ['eco', 'gift'],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: ['S'], price: 19.99, sku: 'S-1' },
        { options: ['M'], price: 21, sku: null },
      ],
    });
    const res = await gw.call(productRoutes.list, { token: m.token, params: { shop: m.shopId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const raw = JSON.parse(res.body);
    // Written by the compiled serializer: its keys come in the schema's order (`_id` first),
    // where JSON.stringify keeps the handler's (`id` first). With checkResponses on (the
    // harness), a compiled answer that read back otherwise would have been a 500.
    expect(Object.keys(raw.data.products[0]).slice(0, 2)).toEqual(['_id', 'id']);
    const [product] = (await listProducts(gw, m)).products;
    expect(product).toMatchObject({
      title: 'Linen "shirt" ☕',
      price: 19.99,
      tags: ['eco', 'gift'],
      track_quantity: expect.any(Boolean),
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        expect.objectContaining({ options: ['S'], price: 19.99, sku: 'S-1' }),
        expect.objectContaining({ options: ['M'], price: 21, sku: null }),
      ],
    });
    expect(raw.data.total).toBe(1);
  });
});
