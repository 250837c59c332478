/** Gift cards: the declaration (giftCard.resource.ts) with its bespoke screens: a list that issues in a dialog, a card's page. */
import RedeemIcon from '@mui/icons-material/Redeem';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { giftCard } from './giftCard.resource';

const GiftCardList = lazyNamed(() => import('./GiftCardList'), 'GiftCardList');

export const giftCardResource = declaredResource(giftCard, {
  icon: RedeemIcon,
  recordRepresentation: 'code',
  views: {
    list: GiftCardList,
    // Its create path is the list with the issue dialog open.
    create: lazyNamed(() => import('./GiftCardList'), 'GiftCardIssuing'),
    edit: lazyNamed(() => import('./GiftCardShow'), 'GiftCardShow'),
  },
});
