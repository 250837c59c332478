// @vitest-environment node
/**
 * STYLE rule 5, checked statically: no component renders a literal string. Every .tsx
 * file of src/ and resources/ is parsed with the TypeScript compiler; a violation is
 *   - JSX text with a letter in it (`<p>Save</p>`),
 *   - a string with a letter as a JSX child (`{'Save'}`),
 *   - a string with a letter given to a text prop (label, title, placeholder, ...) that
 *     is not an i18n key (`a.b.c`), directly or as a branch of `?:`, `??` or `||`.
 * Strings inside calls (`translate('app.x')`) and other props are not text shown as is.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const DIRS = ['src', 'resources'];

/** Props whose string value reaches the screen (react-admin translates them when they are keys). */
export const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'primaryText',
  'secondaryText',
  'emptyText',
  'confirmTitle',
  'confirmContent',
  'noOptionsText',
  'tooltip',
  'message',
  'content',
  'primary',
  'secondary',
  'subtitle',
  'heading',
  'buttonLabel',
  'submitLabel',
  'caption',
]);

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;
const hasLetter = (s: string) => /\p{L}/u.test(s);

export interface Violation {
  file: string;
  line: number;
  text: string;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return name.endsWith('.tsx') && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

/** The string literals an expression may evaluate to, through ?:, ??, || and (...). */
function literalBranches(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalBranches(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalBranches(node.whenTrue), ...literalBranches(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  ) {
    return [...literalBranches(node.left), ...literalBranches(node.right)];
  }
  return [];
}

export function scanSource(file: string, source: string): Violation[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Violation[] = [];
  const report = (node: ts.Node, text: string) =>
    out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of literalBranches(node.expression))
        if (hasLetter(literal.text)) report(literal, literal.text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const literals = ts.isStringLiteral(init)
        ? [init]
        : ts.isJsxExpression(init) && init.expression
          ? literalBranches(init.expression)
          : [];
      for (const literal of literals) {
        if (hasLetter(literal.text) && !KEY.test(literal.text)) report(literal, literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('the literal-string check', () => {
  it('finds JSX text, literal children and literal text props', () => {
    const found = scanSource(
      'x.tsx',
      `
      const A = () => <p title="Hello there">Save {'now'} <b label={ok ? 'app.ok' : 'Cancel'} /></p>;`,
    );
    expect(found.map((v) => v.text)).toEqual(['Hello there', 'Save', 'now', 'Cancel']);
  });

  it('accepts i18n keys, translated text, punctuation and non-text props', () => {
    const found = scanSource(
      'x.tsx',
      `
      const A = () => <p title="app.x.title" aria-label={translate('app.y')} type="email">{' '}{translate('a.b')}{'/'}</p>;`,
    );
    expect(found).toEqual([]);
  });
});

describe('components render no literal string', () => {
  const files = DIRS.flatMap((dir) => tsxFiles(path.join(ROOT, dir)));

  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))('%s', (_name, file) => {
    const violations = scanSource(path.relative(ROOT, file), readFileSync(file, 'utf8'));
    expect(violations.map((v) => `${v.file}:${v.line} ${JSON.stringify(v.text)}`)).toEqual([]);
  });
});
