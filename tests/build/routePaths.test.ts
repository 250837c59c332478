/**
 * The browser's route tables (scripts/vite/routePaths.ts): schemas from zod, `*.schema` and
 * core/answers become an inert stand-in, keys holding one such schema go, as do doc texts,
 * status and errors; paths and flags stay as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/spaBuild';
import { stripRouteSchemas } from '../../scripts/vite/routePaths';

const table = `import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import { answer } from '../../core/answers';
import {
  ThingAnswer, ThingBody as Body,
  type ThingType,
} from './thing.schema';

export const thingRoutes = defineRoutes('thing', {
  list: { method: 'GET', path: '/thing/api/{shop}', response: answer(z.array(ThingAnswer)), summary: "The shop's things." },
  create: {
    method: 'POST', path: '/thing/api/{shop}', body: Body.extend({ x: z.string().min(1) }), response: ThingAnswer, status: 201,
    addShopId: true, summary: 'Create a thing, it\\'s new.', quirk: 'SPEC §7: odd',
  },
});
`;

describe('stripRouteSchemas', () => {
  const out = stripRouteSchemas(table);

  it('imports nothing from zod, schema files or core/answers; keeps the route machinery', () => {
    expect(out).not.toMatch(/from 'zod'|\.schema'|core\/answers'/);
    expect(out).toContain("import { defineRoutes } from '../../core/route';");
  });

  it('keeps methods, paths and flags and drops the doc texts', () => {
    const run = new Function('defineRoutes', out.replace(/^import .*$/m, '').replace('export const', 'return'));
    const routes = run((_t: string, r: unknown) => r) as Record<string, Record<string, unknown>>;
    expect(routes.list).toMatchObject({ method: 'GET', path: '/thing/api/{shop}' });
    expect(routes.create).toMatchObject({ method: 'POST', path: '/thing/api/{shop}', addShopId: true });
    for (const key of ['summary', 'quirk', 'status', 'response']) expect(routes.create[key], key).toBeUndefined();
    expect(out).not.toContain('things');
  });

  it('a key holding an expression over a schema stays, inert', () => {
    expect(out).toContain('body: Body.extend(');
    expect(out).toContain('response: answer(');
    const run = new Function('defineRoutes', out.replace(/^import .*$/m, '').replace('export const', 'return'));
    const routes = run((_t: string, r: unknown) => r) as Record<string, Record<string, unknown>>;
    expect(typeof routes.create.body).toBe('function');
  });

  it('every real route table keeps each path it declares', () => {
    const files = readdirSync(path.join(ROOT, 'resources'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(ROOT, 'resources', d.name))
          .filter((f) => f.endsWith('.routes.ts'))
          .map((f) => `resources/${d.name}/${f}`),
      );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const paths = [...source.matchAll(/path: ('[^']*'|`[^`]*`)/g)].map((m) => m[0]);
      const stripped = stripRouteSchemas(source);
      for (const p of paths) expect(stripped, file).toContain(p);
      expect(stripped, file).not.toMatch(/from 'zod'/);
    }
  });
});
