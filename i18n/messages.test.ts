// @vitest-environment node
/**
 * STYLE rule 5: English and Vietnamese say the same things. The trees compared are the
 * ones the app runs on (appMessages.ts): buildMessages over react-admin's own
 * messages, every message module and every declared resource (its strings loaded, as its
 * screens do).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appMessages, appMessageTrees, raMessages } from './appMessages';
import type { Tree } from './merge';
import { leaves, placeholders } from './parity';
import { resources } from '../resources';

/** react-admin's own pack leaves these empty on purpose (a null boolean shows nothing). */
const EMPTY_BY_DESIGN = new Set(['ra.boolean.null']);

export function compareLocales(en: Tree, vi: Tree) {
  const english = new Map(leaves(en));
  const vietnamese = new Map(leaves(vi));
  return {
    onlyEnglish: [...english.keys()].filter((k) => !vietnamese.has(k)),
    onlyVietnamese: [...vietnamese.keys()].filter((k) => !english.has(k)),
    placeholderMismatches: [...english]
      .filter(
        ([k, text]) => vietnamese.has(k) && placeholders(text).join() !== placeholders(vietnamese.get(k) ?? '').join(),
      )
      .map(([k]) => k),
    empty: [...english, ...vietnamese]
      .filter(([k, text]) => text.trim() === '' && !EMPTY_BY_DESIGN.has(k))
      .map(([k]) => k),
  };
}

describe('the locale comparison', () => {
  it('reports a key missing on either side, a changed placeholder and an empty message', () => {
    const result = compareLocales(
      { a: { b: 'Hi %{name}', c: 'Only here', e: '' } },
      { a: { b: 'Chào %{ten}', d: 'Chỉ ở đây', e: 'x' } },
    );
    expect(result).toEqual({
      onlyEnglish: ['a.c'],
      onlyVietnamese: ['a.d'],
      placeholderMismatches: ['a.b'],
      empty: ['a.e'],
    });
  });
});

describe('the app messages in English and Vietnamese', () => {
  let en: Tree;
  let result: ReturnType<typeof compareLocales>;
  beforeAll(async () => {
    const trees = await appMessageTrees();
    en = trees.en;
    result = compareLocales(en, trees.vi);
  });

  it('cover every declared resource', () => {
    for (const { name } of resources)
      expect(Object.keys((en.resources as Tree)[name] as Tree), name).not.toHaveLength(0);
  });

  it('have the same keys', () => {
    expect(result.onlyEnglish).toEqual([]);
    expect(result.onlyVietnamese).toEqual([]);
  });

  it('have the same %{placeholders} under each key', () => {
    expect(result.placeholderMismatches).toEqual([]);
  });

  it('have no empty message', () => {
    expect(result.empty).toEqual([]);
  });
});

describe('react-admin success toasts (issue 31: SPEC §8 texts, one default)', () => {
  it.each([
    ['en', ['Update successfully', 'Delete successfully']],
    ['vi', ['Cập nhật thành công', 'Xóa thành công']],
  ] as const)('says SPEC §8 success texts in %s after every save and delete', (locale, spec) => {
    const built = appMessages(locale, raMessages[locale]) as { ra: { notification: Record<string, string> } };
    const { updated, created, deleted } = built.ra.notification;
    expect([updated, created]).toEqual([spec[0], spec[0]]);
    expect(deleted).toBe(spec[1]);
  });
});
