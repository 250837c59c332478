/**
 * Gift cards (ours: SPEC §2 /setting/gift-cards, no §7 calls): a list with search and an
 * issue dialog, and one card with its balance, history and disable.
 */
import RedeemIcon from '@mui/icons-material/Redeem';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { giftCardScreens } from './giftCard.resource';
import { giftCardRoutes } from './giftCard.routes';

const GiftCardList = lazyNamed(() => import('./GiftCardList'), 'GiftCardList');
const GiftCardShow = lazyNamed(() => import('./GiftCardShow'), 'GiftCardShow');

const listFilter = (filter: Record<string, unknown> = {}) =>
  Object.fromEntries(['q', 'status'].filter((k) => filter[k]).map((k) => [k, String(filter[k])]));

export const giftCardResource = defineResource({
  name: 'gift_cards',
  idField: '_id',
  crud: {
    getList: {
      route: giftCardRoutes.list,
      query: ({ pagination, filter }) => ({
        page: pagination?.page ?? 1,
        limit: pagination?.perPage ?? 25,
        ...listFilter(filter),
      }),
      read: (answer) => ({ data: answer.data.gift_cards, total: answer.data.total }),
    },
    getOne: { route: giftCardRoutes.get },
    create: { route: giftCardRoutes.create },
    update: { route: giftCardRoutes.update },
  },
  i18n: () => import('./giftCard.i18n').then((m) => m.giftCardMessages),
  icon: RedeemIcon,
  recordRepresentation: 'code',
  menu: false,
  routes: [
    {
      path: giftCardScreens.list,
      component: GiftCardList,
      menu: {
        label: 'resources.gift_cards.menu',
        group: 'settings',
        order: 45,
        icon: RedeemIcon,
        description: 'resources.gift_cards.description',
      },
    },
    { path: giftCardScreens.patterns.show, component: GiftCardShow },
  ],
});
