/**
 * Where an activity row leads: the record's edit screen, by the table its history is kept
 * under. Only areas with an edit screen per record are listed; others (settings kept one
 * per shop, a deleted record) show their name without a link.
 */
import { collection } from '../collection/collection.resource';
import { customerScreens } from '../customer/customer.resource';
import { giftCard } from '../gift-card/giftCard.resource';
import { menu } from '../menu/menu.resource';
import { page } from '../page/page.resource';
import { productScreens } from '../product/product.resource';
import { shipping } from '../shipping/shipping.resource';
import { subfee } from '../subfee/subfee.resource';

const EDIT: Record<string, (p: { id: string }) => string> = {
  products: productScreens.edit,
  collections: collection.screens.edit,
  customers: customerScreens.edit,
  gift_cards: giftCard.screens.edit,
  menus: menu.screens.edit,
  pages: page.screens.edit,
  shipping_zones: shipping.screens.edit,
  subfees: subfee.screens.edit,
};

/** The record's edit screen, or undefined when it has none (or was deleted). */
export const editPathOf = (entry: { resource: string; record_id: string; action: string }): string | undefined =>
  entry.action === 'delete' ? undefined : EDIT[entry.resource]?.({ id: entry.record_id });
