// @vitest-environment node
/**
 * Issue 31 item 11: a number input of a form carries no min/max attribute. With one, the browser
 * stops the submit with its own bubble, in the browser's language ("Value must be greater than or
 * equal to 0."), before the app's SPEC §5 message ("must be at least 0.") can show on the field.
 * The bounds live in the schemas; this reads every screen's source for a NumberInput or a
 * DeclaredInput given one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screens(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

/** `<NumberInput …/>` and `<DeclaredInput …/>` elements (attributes up to the element's end). */
const ELEMENT = /<(NumberInput|DeclaredInput)\b([^>]*?)\/?>/g;
const BOUND = /\s(min|max)=\{/;

it('no NumberInput or DeclaredInput of a screen has a min or max attribute', () => {
  const found: string[] = [];
  for (const path of [...screens('resources'), ...screens('src')]) {
    const source = readFileSync(path, 'utf8');
    for (const [element, name, attributes] of source.matchAll(ELEMENT))
      if (BOUND.test(attributes))
        found.push(`${path}: <${name} … ${BOUND.exec(attributes)?.[1]}=…> in ${element.slice(0, 80)}`);
    // Props handed to a declared input from a layout table (`{ initial_value: { min: 0 } }`).
    for (const [line] of source.matchAll(/^.*Record<string, Record<string, unknown>>.*\bm(?:in|ax): *\d.*$/gm))
      found.push(`${path}: ${line.trim()}`);
  }
  expect(found).toEqual([]);
});
