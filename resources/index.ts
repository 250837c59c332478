/** The resources the app mounts. Adding a resource is adding its folder and one line here. */
import type { ResourceDefinition } from './defineResource';
import { analyticsResource } from './analytics';
import { blacklistResource } from './blacklist';
import { collectionResource } from './collection';
import { customerResource } from './customer';
import { feedResource } from './feed';
import { fulfillmentResource } from './fulfillment';
import { mailResource } from './mail';
import { orderResource } from './order';
import { productResource } from './product';
import { reviewResource } from './review';
import { shopResource } from './shop';

export const resources: ResourceDefinition[] = [
  shopResource,
  productResource,
  collectionResource,
  blacklistResource,
  feedResource,
  orderResource,
  fulfillmentResource,
  customerResource,
  mailResource,
  reviewResource,
  analyticsResource,
];
