/** The resources the app mounts. Adding a resource is adding its folder and one line here. */
import type { ResourceDefinition } from './defineResource';
import { blacklistResource } from './blacklist';
import { collectionResource } from './collection';
import { feedResource } from './feed';
import { productResource } from './product';
import { shopResource } from './shop';

export const resources: ResourceDefinition[] = [
  shopResource,
  productResource,
  collectionResource,
  blacklistResource,
  feedResource,
];
