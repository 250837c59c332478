// @vitest-environment node
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';

import { raVietnamese } from './ra-vi';

/**
 * English strings that are legitimately written the same way in Vietnamese.
 * Keep this list minimal and explicit: each entry must actually be used (see below).
 */
const SAME_IN_BOTH_LANGUAGES: readonly string[] = ['Email'];

type Flat = Map<string, unknown>;

/** Flattens a nested message tree into `a.b.c` → leaf value. Non-plain-object values are leaves. */
function flatten(tree: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const PLACEHOLDER = /%\{([^}]+)\}/g;

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

/** True when the string has letters outside of its %{placeholders}. */
function hasLetters(message: string): boolean {
  return /\p{L}/u.test(message.replace(PLACEHOLDER, ''));
}

const en = flatten(englishMessages);
const vi = flatten(raVietnamese);

function stringEntries(): Array<[key: string, english: string, vietnamese: string]> {
  const rows: Array<[string, string, string]> = [];
  for (const [key, english] of en) {
    const vietnamese = vi.get(key);
    if (typeof english === 'string' && typeof vietnamese === 'string') {
      rows.push([key, english, vietnamese]);
    }
  }
  return rows;
}

describe('react-admin Vietnamese messages (i18n/ra-vi.ts)', () => {
  it('has exactly the same keys as ra-language-english', () => {
    const missing = [...en.keys()].filter((k) => !vi.has(k));
    const extra = [...vi.keys()].filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(en.size).toBeGreaterThan(0);
  });

  it('has only string leaves', () => {
    const nonStrings = [...vi].filter(([, v]) => typeof v !== 'string').map(([k]) => k);
    expect(nonStrings).toEqual([]);
  });

  it('translates every string (not empty, not left in English)', () => {
    const empty: string[] = [];
    const untranslated: string[] = [];
    const allowlistUsed = new Set<string>();

    for (const [key, english, vietnamese] of stringEntries()) {
      // Whitespace-only is accepted only where the English is whitespace-only too (ra.boolean.null).
      if (vietnamese === '' || (vietnamese.trim() === '' && english.trim() !== '')) {
        empty.push(key);
        continue;
      }
      if (vietnamese === english && hasLetters(english)) {
        if (SAME_IN_BOTH_LANGUAGES.includes(english)) {
          allowlistUsed.add(english);
        } else {
          untranslated.push(`${key}: ${JSON.stringify(english)}`);
        }
      }
    }

    // An allowlist entry that no longer matches anything should be removed.
    const unusedAllowlist = SAME_IN_BOTH_LANGUAGES.filter((w) => !allowlistUsed.has(w));
    expect({ empty, untranslated, unusedAllowlist }).toEqual({
      empty: [],
      untranslated: [],
      unusedAllowlist: [],
    });
  });

  it('uses the same %{placeholders} as the English in every string', () => {
    const mismatches: string[] = [];
    for (const [key, english, vietnamese] of stringEntries()) {
      const expected = placeholders(english);
      const actual = placeholders(vietnamese);
      if (expected.join(',') !== actual.join(',')) {
        mismatches.push(`${key}: en [${expected.join(', ')}] vs vi [${actual.join(', ')}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the same number of " |||| " plural alternatives as the English', () => {
    const mismatches: string[] = [];
    for (const [key, english, vietnamese] of stringEntries()) {
      const expected = english.split('||||').length;
      const actual = vietnamese.split('||||').length;
      if (expected !== actual) mismatches.push(`${key}: en ${expected} vs vi ${actual}`);
    }
    expect(mismatches).toEqual([]);
  });
});
