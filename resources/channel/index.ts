/** Sales channels: the declaration (channel.resource.ts) mounted in the app, with its switches (ChannelsView). */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { declaredSettingsResource } from '../../src/components/declared/declaredSettingsResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { channels } from './channel.resource';

const view = lazyNamed(() => import('./ChannelsView'), 'ChannelsView');

export const channelResource = declaredSettingsResource(channels, { icon: StorefrontIcon, view });
