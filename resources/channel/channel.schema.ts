/**
 * Sales channels (SPEC §1 Settings channels, §4 "active: shown in all sales channels"): the
 * online store and the product feeds (Google, Facebook; resources/feed) enabled per shop.
 * An active product is in every enabled channel; an inactive one in none.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';

export const CHANNELS = ['online_store', 'google', 'facebook'] as const;
export type ChannelId = (typeof CHANNELS)[number];

export const ChannelSettings = z.object({ online_store: z.boolean(), google: z.boolean(), facebook: z.boolean() });
export type ChannelSettings = z.infer<typeof ChannelSettings>;
export const DEFAULT_CHANNELS: ChannelSettings = { online_store: true, google: false, facebook: false };

export const ChannelsBody = z.object({ channels: ChannelSettings.partial() });
export const ChannelsAnswer = answer(
  z.object({
    channels: ChannelSettings,
    /** Products shown in every enabled channel (status active), and all products. */
    active_products: z.number().int().min(0),
    products: z.number().int().min(0),
  }),
);
