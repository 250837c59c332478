/**
 * Help destinations of the layouts (SPEC §2). The spec does not name them, so each is
 * configurable at build time; the defaults are placeholders on a reserved domain.
 */
const env = import.meta.env;

export const helpLinks = {
  helpCenter: env.VITE_HELP_CENTER_URL ?? 'https://help.shop-back-office.example/',
  community: env.VITE_COMMUNITY_URL ?? 'https://community.shop-back-office.example/',
  newShop: env.VITE_NEW_SHOP_HELP_URL ?? 'https://help.shop-back-office.example/start-a-new-shop',
} as const;
