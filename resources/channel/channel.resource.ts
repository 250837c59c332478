/**
 * Sales channels (/setting/channels; SPEC §1 Settings channels, §4 "active: shown in all sales
 * channels"): the online store and the product feeds (Google, Facebook; resources/feed) enabled
 * per shop. An active product is in every enabled channel; an inactive one in none. SPEC §7 names
 * no call: GET and PUT /channel/api/{shop} are ours, the channels under `channels`, a save naming
 * only those it changes, the product counts beside them.
 */
import { boolean, number } from '../../core/fields';
import { declareSettings, type SettingsRecord } from '../../core/settings';

export const channels = declareSettings({
  name: 'channels',
  table: 'channel',
  path: '/setting/channels',
  api: { base: '/channel/api/{shop}', key: 'channels', versioned: false, partial: true },
  fields: {
    online_store: boolean({ default: true, help: 'resources.channels.about.online_store' }),
    google: boolean({ help: 'resources.channels.about.google' }),
    facebook: boolean({ help: 'resources.channels.about.facebook' }),
    /** Products shown in every enabled channel (status active), and all products. */
    active_products: number({ readOnly: true, rules: { integer: true } }),
    products: number({ readOnly: true, rules: { integer: true } }),
  },
  storage: { key: 'channels' },
  menu: {
    label: 'resources.channels.menu',
    group: 'settings',
    order: 47,
    description: 'resources.channels.description',
  },
  strings: () => import('./channel.i18n').then((m) => m.channelMessages),
});

/** The channel calls (the app's entries: method, path and flags). */
export const channelRoutes = channels.routes;

/** A shop's channels, on or off (other rules read them with readSettings). */
export type ChannelSettings = SettingsRecord<typeof channels>;
