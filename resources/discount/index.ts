/**
 * Discounts (SPEC §3, §7 Discount): `/discounts/code` and `/discounts/automatic` (the two
 * tabs; `/discounts` opens the code tab), `/discounts/create?kind=…`, `/discounts/edit/:id`.
 * Static paths win over react-admin's `:id`, so `/discounts/boost-sell` (offers) is not a discount.
 */
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { discountScreens } from './discount.resource';
import { discountRoutes } from './discount.routes';

const DiscountList = lazyNamed(() => import('./DiscountList'), 'DiscountList');
const DiscountCreate = lazyNamed(() => import('./DiscountCreate'), 'DiscountCreate');
const DiscountEdit = lazyNamed(() => import('./DiscountEdit'), 'DiscountEdit');

export const discountResource = defineResource({
  name: 'discounts',
  idField: '_id',
  crud: {
    getList: {
      route: discountRoutes.list,
      read: (answer) => ({ data: answer.data.discounts, total: answer.data.total }),
    },
    getOne: { route: discountRoutes.get },
    create: { route: discountRoutes.create },
    update: { route: discountRoutes.update },
    deleteMany: { route: discountRoutes.deleteMany },
  },
  i18n: () => import('./discount.i18n').then((m) => m.discountMessages),
  list: DiscountList,
  create: DiscountCreate,
  edit: DiscountEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'title',
  menu: { group: 'discounts', order: 50 },
  routes: [
    { path: discountScreens.patterns.code, component: DiscountList },
    { path: discountScreens.patterns.automatic, component: DiscountList },
    { path: discountScreens.patterns.edit, component: DiscountEdit },
  ],
});
