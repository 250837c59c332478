/**
 * Issue 15 item 8: fast-check over every served route's path, query and body, built from
 * the route tables' zod schemas, with values that are almost right (real ids, enum
 * members, near-dates) and values that are wrong (NUL, impossible days, huge numbers,
 * wrong types). Any 5xx fails. Bounded: FUZZ_RUNS per route (default 25), fixed seed
 * unless FUZZ_SEED is set; it prints the requests sent and the 5xx seen.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fillPath, pathParams, type ContractRoute } from '../../core/route';
import { allRoutes, useGateway } from './harness';
import { createOrder, merchant } from './orders.fixtures';

const gw = useGateway();
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 15_008);
const stats = { requests: 0, serverErrors: 0 };

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '2024-13-45',
  '0000-00-00',
  '2024-02-29',
  '9999-12-31',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  "'; drop table products; --",
  '%',
  '_',
  '\\',
  '🙂',
  'x'.repeat(3000),
  'true',
  'null',
  '[]',
  '{}',
  '..',
  '/',
  'ab,cd',
  '"',
  '\uFFFF',
  '\uD800',
];
const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -0, 2 ** 53, 0.001, 1_000_000_000),
);
/** A value a URL path can carry: lone surrogates cannot be percent-encoded. */
const encodable = (text: string) => {
  try {
    return text !== '' && encodeURIComponent(text) !== '';
  } catch {
    return false;
  }
};
const pathString = nastyString.filter(encodable);
const wild = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, default, pipes (transforms, refinements) and the like. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as z.ZodType | undefined;
    if (!inner) return s;
    s = inner;
  }
  return s;
}

/** Values for a schema: mostly of its shape, sometimes anything at all. */
function arbitrary(schema: z.ZodType, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const s = unwrap(schema);
  const def = defOf(s);
  const near = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return fc.oneof(nastyString, fc.constantFrom(...ids));
      case 'number':
      case 'int':
      case 'bigint':
        return nastyNumber;
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string>), 'not-a-member');
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(arbitrary(def.element as z.ZodType, ids, depth + 1), { maxLength: 4 });
      case 'union':
        return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitrary(o, ids, depth + 1)));
      case 'object': {
        if (depth > 3) return fc.constant({});
        const shape = def.shape as Record<string, z.ZodType>;
        return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitrary(v, ids, depth + 1)])), {
          requiredKeys: [],
        });
      }
      default:
        return wild;
    }
  })();
  return fc.oneof({ arbitrary: near, weight: 4 }, { arbitrary: wild, weight: 1 });
}

/** Query strings: the schema's keys with text values (what a URL can carry). */
function queryArbitrary(schema: z.ZodType | undefined, ids: string[]): fc.Arbitrary<Partial<Record<string, string>>> {
  const def = schema ? defOf(unwrap(schema)) : undefined;
  const keys = def?.type === 'object' ? Object.keys(def.shape as object) : ['q', 'page'];
  const value = (key: string): fc.Arbitrary<string> => {
    const inner = def?.type === 'object' ? unwrap((def.shape as Record<string, z.ZodType>)[key]) : undefined;
    const entries =
      inner && defOf(inner).type === 'enum' ? Object.values(defOf(inner).entries as Record<string, string>) : [];
    return fc.oneof(
      nastyString,
      fc.constantFrom(...ids, ...entries, '1', '20', '2024-01-01'),
      fc.integer().map(String),
    );
  };
  return fc.record(Object.fromEntries(keys.map((k) => [k, value(k)])), { requiredKeys: [] });
}

const served = allRoutes()
  .filter((r) => !r.variantOf)
  // The shop's own deletion last: after it, the shop's routes are 404 (still not 5xx).
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

describe(`fuzz (${RUNS} runs per route, seed ${SEED})`, () => {
  afterAll(() => {
    console.log(
      `fuzz ${gw.kind}: ${stats.requests} requests over ${served.length} routes, ${stats.serverErrors} answered 5xx`,
    );
  });

  it.each(served.map((r) => [r.id, r] as [string, ContractRoute]))(
    '%s never answers 5xx',
    async (_id, route) => {
      const m = await merchant(gw);
      const order = await createOrder(gw, m);
      const ids = [m.mug.id, m.shirt.id, m.shirt.small, order.id, m.account.id, m.shopId, m.account.email];
      const names = pathParams(route.path);
      const params = fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            name === route.shopParam
              ? fc.oneof({ arbitrary: fc.constant(m.shopId), weight: 5 }, { arbitrary: pathString, weight: 1 })
              : fc.oneof(fc.constantFrom(...ids), pathString),
          ]),
        ),
      );
      const body = route.body ? arbitrary(route.body, ids) : fc.option(wild);
      await fc.assert(
        fc.asyncProperty(params, queryArbitrary(route.query, ids), body, async (p, query, payload) => {
          const res = await gw.call(route, {
            token: m.account.token,
            params: p as Record<string, string>,
            query: query as Record<string, string>,
            body: payload ?? undefined,
          });
          stats.requests++;
          if (res.statusCode >= 500) stats.serverErrors++;
          expect(
            res.statusCode,
            `${route.method} ${fillPath(route.path, p as Record<string, string>)} ${JSON.stringify(query)} ${JSON.stringify(payload)?.slice(0, 500)}: ${res.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    60_000,
  );
});
