/** /setting/channels: the sales channels enabled in the shop (ours: no SPEC §7 calls). */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const ChannelsPage = lazyNamed(() => import('./ChannelsPage'), 'ChannelsPage');

export const channelResource = defineResource({
  name: 'channels',
  crud: {},
  i18n: () => import('./channel.i18n').then((m) => m.channelMessages),
  menu: false,
  routes: [
    {
      path: '/setting/channels',
      component: ChannelsPage,
      menu: {
        label: 'resources.channels.menu',
        group: 'settings',
        order: 47,
        icon: StorefrontIcon,
        description: 'resources.channels.description',
      },
    },
  ],
});
