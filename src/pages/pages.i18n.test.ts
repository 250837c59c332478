import { describe, expect, it } from 'vitest';
import { componentMessages, raMessageOverrides } from '../components/components.i18n';
import { layoutMessages } from '../layouts/layout.i18n';
import { accountPageMessages } from './account/account.i18n';
import { authPageMessages } from './auth/auth.i18n';
import { dashboardMessages } from './dashboard/dashboard.i18n';
import { shopPageMessages } from './shop/shop.i18n';

type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();

const modules = {
  components: componentMessages, ra: raMessageOverrides, layout: layoutMessages, auth: authPageMessages,
  shop: shopPageMessages, account: accountPageMessages, dashboard: dashboardMessages,
};

describe.each(Object.entries(modules))('screen messages: %s', (_name, module) => {
  const en = new Map(leaves(module.en as Tree));
  const vi = new Map(leaves(module.vi as Tree));

  it('has the same keys in English and Vietnamese', () => {
    expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty message and the same %{placeholders} in both languages', () => {
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(vi.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(vi.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
