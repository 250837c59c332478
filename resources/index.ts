/** The resources the app mounts. Adding a resource is adding its folder and one line here. */
import type { ResourceDefinition } from '../src/lib/defineResource';
import { shopAccountResource } from './account';
import { billingResource } from './billing';
import { notificationResource } from './notification';
import { languageResource } from './language';
import { analyticsResource } from './analytics';
import { activityResource } from './activity';
import { blacklistResource } from './blacklist';
import { collectionResource } from './collection';
import { customerResource } from './customer';
import { emailResource } from './email';
import { discountResource } from './discount';
import { offerResource } from './offer';
import { privateAppResource } from './private-app';
import { feedResource } from './feed';
import { fulfillmentResource } from './order/fulfillment.resource';
import { mailResource } from './mail';
import { orderResource } from './order';
import { draftOrderResource } from './order/draft.resource';
import { inboxResource } from './order/inbox.resource';
import { productResource } from './product';
import { reviewResource } from './review';
import { shopResource } from './shop';
// Online store (issue 10)
import { domainResource } from './domain';
import { fileResource } from './file';
import { menuResource } from './menu';
import { pageResource } from './page';
import { preferencesResource } from './preferences';
// Payments and checkout settings (issue 12a)
import { paymentResource } from './payment';
import { checkoutResource } from './checkout';
import { generalResource } from './general';
// Shipping, surcharges and taxes (issue 12)
import { shippingResource } from './shipping';
import { subfeeResource } from './subfee';
import { taxResource } from './tax';
// Settings home and the rest of issue 13 (h13)
import { settingResource } from './setting';
import { giftCardResource } from './gift-card';
import { metafieldResource } from './metafield';
import { channelResource } from './channel';
// Themes and template files (issue 11)
import { templateResource } from './theme/template.resource';
import { themeResource } from './theme';
// Issue 27 item 3: deleted records, restorable for 30 days
import { trashResource } from './trash';

export const resources: ResourceDefinition[] = [
  shopResource,
  productResource,
  collectionResource,
  blacklistResource,
  feedResource,
  orderResource,
  draftOrderResource,
  inboxResource,
  fulfillmentResource,
  customerResource,
  mailResource,
  // Online store (issue 10)
  pageResource,
  menuResource,
  domainResource,
  preferencesResource,
  fileResource,
  emailResource,
  billingResource,
  shopAccountResource,
  notificationResource,
  languageResource,
  discountResource,
  offerResource,
  privateAppResource,
  reviewResource,
  analyticsResource,
  activityResource,
  // Payments and checkout settings (issue 12a)
  paymentResource,
  checkoutResource,
  generalResource,
  // Shipping, surcharges and taxes (issue 12)
  shippingResource,
  subfeeResource,
  taxResource,
  // Settings home and the rest of issue 13 (h13)
  settingResource,
  giftCardResource,
  metafieldResource,
  channelResource,
  // Themes and template files (issue 11)
  themeResource,
  templateResource,
  trashResource,
];
