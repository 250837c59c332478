/** The resources the app mounts. Adding a resource is adding its folder and one line here. */
import type { ResourceDefinition } from './defineResource';
import { shopResource } from './shop';

export const resources: ResourceDefinition[] = [shopResource];
