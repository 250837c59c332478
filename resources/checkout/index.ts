/** /setting/checkout: tip, working hours, order id prefix and suffix, saved in the shop (PUT /shop/api/{id}). */
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const CheckoutPage = lazyNamed(() => import('./CheckoutPage'), 'CheckoutPage');

export const checkoutResource = defineResource({
  name: 'checkout',
  crud: {},
  i18n: () => import('./checkout.i18n').then((m) => m.checkoutMessages),
  uses: ['general'],
  menu: false,
  routes: [
    {
      path: '/setting/checkout',
      component: CheckoutPage,
      menu: { label: 'resources.checkout.menu', group: 'settings', order: 22, icon: ShoppingCartCheckoutIcon },
    },
  ],
});
