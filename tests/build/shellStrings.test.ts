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

  it("leave out the strings only resources' screens show (issue 25: the first load): History, refusals, rich text", () => {
    const modules = shellEnglish.modules as { app: Record<string, unknown>; ra: Record<string, unknown> };
    for (const key of ['history', 'collection', 'order', 'payment', 'template', 'gift_card'])
      expect(modules.app[key], `app.${key}`).toBeUndefined();
    expect(modules.ra.tiptap).toBeUndefined();
    // What the frame itself shows stays: its messages and the sign-in refusals.
    expect(modules.app.message).toBeTruthy();
    expect(modules.app.auth).toBeTruthy();
  });
});
