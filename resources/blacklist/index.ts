/** Search blacklist: the declaration (blacklist.resource.ts) mounted in the app, with its Delete all button. */
import BlockIcon from '@mui/icons-material/Block';
import { declaredSettingsResource } from '../../src/components/declared/declaredSettingsResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { blacklist } from './blacklist.resource';

const actions = lazyNamed(() => import('./ClearBlacklistButton'), 'ClearBlacklistButton');

export const blacklistResource = declaredSettingsResource(blacklist, { icon: BlockIcon, actions });
