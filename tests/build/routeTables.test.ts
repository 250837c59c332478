/**
 * The browser runs the route tables as written: a `resources/<entity>/*.routes.ts` (or a
 * declared resource's `*.resource.ts`, whose routes come from its declaration) holds
 * paths and flags, and takes its schemas as a type only from its contract file
 * (`<entity>.contract.ts`, core/route.ts). This fails when a table imports at run time what
 * would carry zod or the schemas into the browser's first load (firstLoad.test.ts checks the
 * built result; this names the file and the import).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/spaBuild';

/** zod, a `*.schema` file, core/answers, core/validation, a `*.contract` file. */
const FORBIDDEN =
  /^zod(?:\/.*)?$|\.schema(?:\.ts)?$|(?:^|\/)core\/(?:answers|validation)(?:\.ts)?$|\.contract(?:\.ts)?$/;

const tables = readdirSync(path.join(ROOT, 'resources'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(path.join(ROOT, 'resources', d.name))
      .filter((f) => f.endsWith('.routes.ts') || f.endsWith('.resource.ts'))
      .map((f) => `resources/${d.name}/${f}`),
  );

/**
 * What a file imports at run time: every `import`/`export … from` but `import type` and
 * `export type`, and every `import()` or `require()`. An `import { type A }` counts: the
 * module is still loaded (verbatim module syntax), so a table writes `import type`.
 */
function runtimeImports(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative import as a path from the root (`../../core/answers` -> `core/answers`). */
const resolved = (file: string, spec: string) =>
  spec.startsWith('.') ? path.posix.join(path.posix.dirname(file), spec) : spec;

const offending = (file: string, text?: string) =>
  runtimeImports(file, text)
    .map((spec) => resolved(file, spec))
    .filter((target) => FORBIDDEN.test(target));

describe('route tables the browser imports', () => {
  it('finds the tables (so the check below is not vacuous)', () => {
    expect(tables.length).toBeGreaterThan(10);
  });

  it('import no zod, schema, core/answers, core/validation or contract file at run time', () => {
    const found = tables.flatMap((f) => offending(f).map((t) => `${f} -> ${t}`));
    expect(found).toEqual([]);
  });

  it('sees such an import, and lets type-only ones through', () => {
    const table = `import { z } from 'zod';
import type { thingSchemas } from './thing.contract';
import { type ThingAnswer } from './thing.schema';
import { answer } from '../../core/answers';
import { defineRoutes } from '../../core/route';
export * from '../../core/validation';
const lazy = () => import('./thing.contract');`;
    expect(offending('resources/thing/thing.routes.ts', table)).toEqual([
      'zod',
      'resources/thing/thing.schema',
      'core/answers',
      'core/validation',
      'resources/thing/thing.contract',
    ]);
  });
});
