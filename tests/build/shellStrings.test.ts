/**
 * The shell's first-load strings (i18n/shell.en.generated.ts, i18n/shell.vi.generated.ts) are
 * generated from the message files and committed: regenerated here in memory, they must be
 * what is committed, or a screen's menu label or title would be an old one (or a raw key).
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { COMMAND, shellResourceStrings, staleStrings } from '../../scripts/strings';
import { shellEnglish } from '../../i18n/shell.en.generated';
import { shellVietnamese } from '../../i18n/shell.vi.generated';

describe("the shell's generated strings", () => {
  it(`are up to date (else run \`${COMMAND}\`)`, async () => {
    const stale = await staleStrings();
    expect(stale, `${stale.join(', ')} stale: run \`${COMMAND}\` and commit the result`).toEqual([]);
  }, 60_000);

  it('carry every lazily declared resource with its name, in both languages', async () => {
    const lazy = resources.filter((r) => typeof r.i18n === 'function').map((r) => r.name);
    expect(lazy.length).toBeGreaterThan(30);
    for (const name of lazy) {
      expect(shellEnglish.resources[name]?.name, name).toBeTruthy();
      expect(shellVietnamese.resources[name]?.name, name).toBeTruthy();
    }
    // And no more than the shell shows: the products' fields load with their screens.
    const { en } = await shellResourceStrings();
    expect(Object.keys(en.products).sort()).toEqual(['bulk', 'name']);
  }, 60_000);
});
