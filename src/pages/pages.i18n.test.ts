import { describe, expect, it } from 'vitest';
import { parityProblems } from '../../i18n/parity';
import { componentMessages, raMessageOverrides } from '../components/components.i18n';
import { layoutMessages } from '../layouts/layout.i18n';
import { accountPageMessages } from './account/account.i18n';
import { authPageMessages } from './auth/auth.i18n';
import { loginMessages } from './auth/login.i18n';
import { dashboardMessages } from './dashboard/dashboard.i18n';
import { shopPageMessages } from './shop/shop.i18n';

const modules = {
  components: componentMessages,
  ra: raMessageOverrides,
  layout: layoutMessages,
  login: loginMessages,
  auth: authPageMessages,
  shop: shopPageMessages,
  account: accountPageMessages,
  dashboard: dashboardMessages,
};

describe.each(Object.entries(modules))('screen messages: %s', (_name, module) => {
  it('has the same keys, no empty message and the same %{placeholders} in English and Vietnamese', () => {
    expect(parityProblems(module.en, module.vi)).toEqual([]);
  });
});
