/**
 * Outside destinations of the layouts (SPEC §2). The spec does not name them, so each is
 * configurable at build time; the defaults are placeholders on a reserved domain.
 */
const env = import.meta.env;

export const helpLinks = {
  helpCenter: env.VITE_HELP_CENTER_URL ?? 'https://help.shop-back-office.example/',
  community: env.VITE_COMMUNITY_URL ?? 'https://community.shop-back-office.example/',
  newShop: env.VITE_NEW_SHOP_HELP_URL ?? 'https://help.shop-back-office.example/start-a-new-shop',
  /** The platform where plans are bought and expired shops renewed (expiry banner). */
  platform: env.VITE_PLATFORM_URL ?? 'https://shop-back-office.example/pricing',
} as const;

/** The shop layout's side video (SPEC §2); none unless configured, so nothing is fetched. */
export const newShopVideoUrl: string | undefined = env.VITE_NEW_SHOP_VIDEO_URL || undefined;
