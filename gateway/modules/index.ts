/**
 * The gateway's modules, one per service of SPEC §7. Adding a service is one line here;
 * each module declares its migrations, shop tables, jobs and routes (gateway/lib/module.ts).
 */
import type { GatewayModule, ShopSheet } from '../lib/module';
import { authModule } from './auth/auth.module';
import { billingModule } from './billing/billing.module';
import { languageModule } from './language/language.module';
import { blacklistModule } from './blacklist/blacklist.module';
import { collectionModule } from './collection/collection.module';
import { customerModule } from './customer/customer.module';
import { discountModule } from './discount/discount.module';
import { offerModule } from './offer/offer.module';
import { privateAppModule } from './private-app/privateApp.module';
import { feedModule } from './feed/feed.module';
import { fulfillmentModule } from './fulfillment/fulfillment.module';
import { jobsModule } from './jobs/jobs.module';
import { shopExportModule } from './shop-export/shopExport.module';
import { shopCloneModule } from './shop-clone/shopClone.module';
import { mailModule } from './mail/mail.module';
import { orderModule } from './order/order.module';
import { productModule } from './product/product.module';
import { reviewModule } from './review/review.module';
// Payments and checkout settings (issue 12a)
import { paymentModule } from './payment/payment.module';
import { shopModule } from './shop/shop.module';
import { storageModule } from './storage/storage.module';
// Online store (issue 10)
import { domainModule } from './domain/domain.module';
import { fileModule } from './file/file.module';
import { menuModule } from './menu/menu.module';
import { pageModule } from './page/page.module';
// Themes, template files and the storefront (issue 11)
import { themeModule } from './theme/theme.module';
// Shipping, surcharges and taxes (issue 12)
import { shippingModule } from './shipping/shipping.module';
import { declaredModule } from '../lib/declared';
import { subfee } from '../../resources/subfee/subfee.resource';
import { taxModule } from './tax/tax.module';
// Issue 13, what remains (h13)
import { giftCardModule } from './gift-card/giftCard.module';
import { metafieldModule } from './metafield/metafield.module';
import { channelModule } from './channel/channel.module';
// Issue 27: every change has a history
import { historyModule } from './history/history.module';
import { trashModule } from './trash/trash.module';
// Issue 26 item 3: copy products and collections to the merchant's other shops
import { copyModule } from './copy/copy.module';
import { activityModule } from './history/activity.module';

export const modules: GatewayModule[] = [
  authModule,
  shopModule,
  jobsModule,
  productModule,
  collectionModule,
  blacklistModule,
  feedModule,
  storageModule,
  orderModule,
  fulfillmentModule,
  customerModule,
  mailModule,
  // Online store (issue 10): pages before menus (the menu seed links the seeded pages).
  pageModule,
  menuModule,
  domainModule,
  fileModule,
  billingModule,
  languageModule,
  discountModule,
  offerModule,
  privateAppModule,
  reviewModule,
  // Payments and checkout settings (issue 12a)
  paymentModule,
  // Issue 11: after the catalogue, pages and menus the storefront reads.
  themeModule,
  // Shipping, surcharges and taxes (issue 12): after products and collections (the seed names one).
  shippingModule,
  declaredModule(subfee),
  taxModule,
  // Issue 13, what remains (h13)
  giftCardModule,
  metafieldModule,
  channelModule,
  historyModule,
  trashModule,
  copyModule,
  // Issue 26 item 4: a new shop from another copies rows of the settings, theme, menu and page modules.
  shopCloneModule,
  activityModule,
  // Issue 28: the merchant's copy of the shop reads every module's sheets and tables.
  shopExportModule,
];

/** Tables whose rows belong to one shop, declared by the modules (CLEAN-SHOP empties them). */
export const moduleShopTables = (list: GatewayModule[] = modules): string[] => list.flatMap((m) => m.shopTables ?? []);

/** The spreadsheets of the shop's data download (EXPORT-SHOP), declared by the modules. */
export const moduleSheets = (list: GatewayModule[] = modules): ShopSheet[] => list.flatMap((m) => m.sheets ?? []);
