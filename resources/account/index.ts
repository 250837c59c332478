/** /setting/account: owner details and the danger zone (delete the store after typing its name). */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const ShopAccountPage = lazyNamed(() => import('./ShopAccountPage'), 'ShopAccountPage');

export const shopAccountResource = defineResource({
  name: 'shop_account',
  crud: {},
  i18n: () => import('./account.i18n').then((m) => m.shopAccountMessages),
  menu: false,
  routes: [
    {
      path: '/setting/account',
      component: ShopAccountPage,
      menu: { label: 'resources.shop_account.menu', group: 'settings', order: 90, icon: ManageAccountsIcon },
    },
  ],
});
