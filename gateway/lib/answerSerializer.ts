/**
 * JSON answers written by a serializer compiled from the route's response schema
 * (fast-json-stringify, Fastify's own), instead of `JSON.stringify` walking each answer's
 * shape anew: on the product list page (20 products) 17.5 µs against 32 µs, and about
 * +0.03 on the gateway/direct-SQL ratio of issue 16 (tests/perf/gatewayRatio.bench.ts).
 *
 * The same JSON as `JSON.stringify` writes:
 * - only plain schemas are compiled: one with a union, an intersection or a reference
 *   (anyOf, oneOf, allOf, not, if, $ref) keeps `JSON.stringify`, because the compiled
 *   serializer would choose a branch by validating at run time and throw on none; `X |
 *   null` is not a union here but X written as null when null (176 of 185 answers compiled);
 * - `default` and `required` are dropped from the schema: a missing property stays missing
 *   (never a default written in, never a throw), as `JSON.stringify` leaves it; every type
 *   is nullable and an integer any number, so even a value outside the schema is written as
 *   it is (a null not turned into "" or {}, a fraction not cut off);
 * - properties the schema does not declare are not written: an answer must declare all
 *   it sends (the order list's status counts were the one that did not, and /openapi.json
 *   now shows them).
 * With CHECK_RESPONSES (every gateway test and e2e run) each answer is also written with
 * `JSON.stringify`, and the two must be the same JSON (serve.ts, checkSerialized).
 */
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords the compiled serializer would resolve by validating (or following a reference) per answer. */
const REFUSED = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', '$dynamicRef']);

/**
 * X of `X | null` (zod's `.nullable()` on an object or array: `anyOf: [X, {type: 'null'}]`),
 * which the compiled serializer, with every type nullable, writes as null without validating.
 */
function nullableOf(schema: JsonSchema): unknown {
  const branches = schema.anyOf;
  if (
    !Array.isArray(branches) ||
    branches.length !== 2 ||
    Object.keys(schema).some((k) => k !== 'anyOf' && k !== 'default' && k !== 'description')
  )
    return undefined;
  const isNull = (b: unknown) =>
    !!b && typeof b === 'object' && (b as JsonSchema).type === 'null' && Object.keys(b).length === 1;
  const [a, b] = branches as unknown[];
  if (isNull(b) && !isNull(a)) return a;
  if (isNull(a) && !isNull(b)) return b;
  return undefined;
}

/** The schema without `default` and `required`, or undefined when it holds a refused keyword. */
function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(plain);
    return items.includes(undefined) ? undefined : items;
  }
  if (!schema || typeof schema !== 'object') return schema;
  // X | null is X: every type is nullable here (below).
  const nullable = nullableOf(schema as JsonSchema);
  if (nullable) return plain(nullable);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (REFUSED.has(key)) return undefined;
    if (key === 'default' || key === 'required' || key === '$schema' || key === '$defs') continue;
    // `properties` maps names to schemas; a property named like a keyword is still a property.
    const inner =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, plain(s)]))
        : plain(value);
    if (inner === undefined || (key === 'properties' && Object.values(inner as object).includes(undefined)))
      return undefined;
    // An integer is written as any number: the compiled code would cut a fraction off.
    out[key] = key === 'type' ? (Array.isArray(inner) ? inner.map(wholeToNumber) : wholeToNumber(inner)) : inner;
  }
  // null is written as null wherever it comes (the compiled code would write "" or {} for
  // a null where the schema has no null): answers outside their schema stay as they were.
  if ('type' in out) out.nullable = true;
  return out;
}

const wholeToNumber = (type: unknown) => (type === 'integer' ? 'number' : type);

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
  let compiled: (answer: unknown) => string;
  try {
    compiled = fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as (answer: unknown) => string;
  } catch {
    return undefined;
  }
  // A value the compiled code cannot write (one that is outside the schema, which tests
  // refuse) is written by JSON.stringify rather than failing the call.
  return (answer) => {
    try {
      return compiled(answer);
    } catch {
      return JSON.stringify(answer);
    }
  };
}
