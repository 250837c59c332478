/**
 * JSON answers written by a serializer compiled from the route's response schema
 * (fast-json-stringify, Fastify's own), instead of `JSON.stringify` walking each answer's
 * shape anew: on the product list page (20 products) 17.5 µs against 32 µs, and about
 * +0.03 on the gateway/direct-SQL ratio of issue 16 (tests/perf/gatewayRatio.bench.ts).
 *
 * The same JSON as `JSON.stringify`, as the client reads it:
 * - only plain schemas are compiled: one with a union, an intersection or a reference
 *   (anyOf, oneOf, allOf, not, if, $ref) keeps `JSON.stringify`, because the compiled
 *   serializer would choose a branch by validating at run time and throw on none;
 * - `default` and `required` are dropped from the schema: a missing property stays missing
 *   (never a default written in, never a throw), as `JSON.stringify` leaves it;
 * - properties the schema does not declare are not written; the client's parse with the
 *   same schema drops them anyway (the dataProvider's types are the schema's output).
 * With CHECK_RESPONSES (every gateway test and e2e run) each answer is also written with
 * `JSON.stringify`, and both must read back the same through the schema (serve.ts).
 */
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords the compiled serializer would resolve by validating (or following a reference) per answer. */
const REFUSED = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', '$dynamicRef']);

/** The schema without `default` and `required`, or undefined when it holds a refused keyword. */
function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(plain);
    return items.includes(undefined) ? undefined : items;
  }
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (REFUSED.has(key)) return undefined;
    if (key === 'default' || key === 'required' || key === '$schema' || key === '$defs') continue;
    // `properties` maps names to schemas; a property named like a keyword is still a property.
    const inner = key === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, plain(s)]))
      : plain(value);
    if (inner === undefined || (key === 'properties' && Object.values(inner as object).includes(undefined))) return undefined;
    out[key] = inner;
  }
  return out;
}

/**
 * A serializer of answers of `schema` (the input side: what a handler returns), or
 * undefined when the schema is not plain enough (then Fastify's `JSON.stringify`).
 */
export function answerSerializer(schema: z.ZodType): ((answer: unknown) => string) | undefined {
  let json: unknown;
  try {
    json = plain(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  } catch {
    return undefined;
  }
  if (!json || (json as JsonSchema).type !== 'object') return undefined;
  try {
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as (answer: unknown) => string;
  } catch {
    return undefined;
  }
}
