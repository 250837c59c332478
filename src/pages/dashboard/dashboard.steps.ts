/**
 * SPEC §2 dashboard cards as a setup checklist: each step is done or not from the shop's
 * real state and links to the screen that completes it. A step whose screen is not declared
 * by any resource (it belongs to an area not built yet) is left out, so it appears the day
 * that screen lands. No React here.
 */
import type { ResourceDefinition } from '../../lib/defineResource';

export interface ShopState {
  shop: {
    phone?: string | null;
    legal_name_of_business?: string | null;
    public_domain?: string | null;
    language?: string | null;
    title?: string | null;
    description?: string | null;
  };
  products: number;
  customers: number;
  orders: number;
}

export interface SetupStep {
  id: 'welcome' | 'products' | 'domains' | 'language' | 'customers_orders' | 'preferences' | 'payment_shipping';
  /** The screen that completes the step; the step shows only when it is declared. */
  path: string;
  done: (s: ShopState) => boolean;
}

export const SETUP_STEPS: SetupStep[] = [
  { id: 'welcome', path: '/shop/setup', done: (s) => Boolean(s.shop.phone && s.shop.legal_name_of_business) },
  { id: 'products', path: '/products/create', done: (s) => s.products > 0 },
  { id: 'domains', path: '/online-store/domains', done: (s) => Boolean(s.shop.public_domain) },
  { id: 'language', path: '/setting/languages', done: (s) => Boolean(s.shop.language) },
  { id: 'customers_orders', path: '/orders', done: (s) => s.customers > 0 && s.orders > 0 },
  { id: 'preferences', path: '/online-store/preferences', done: (s) => Boolean(s.shop.title && s.shop.description) },
  { id: 'payment_shipping', path: '/setting/payments', done: () => false },
];

/** Screens of the app shell itself (src/App.tsx) that no resource declares. */
const SHELL_PATHS = ['/shop/setup'];

/** Every screen path the resources declare: their lists, create screens and absolute routes. */
export function declaredPaths(resources: ResourceDefinition[]): Set<string> {
  const out = new Set(SHELL_PATHS);
  for (const r of resources) {
    if (r.list) out.add(`/${r.name}`);
    if (r.create) out.add(`/${r.name}/create`);
    for (const route of r.routes ?? []) out.add(route.path.startsWith('/') ? route.path : `/${r.name}/${route.path}`);
  }
  return out;
}

/** The steps to show: those whose screen exists. */
export const visibleSteps = (resources: ResourceDefinition[], steps: SetupStep[] = SETUP_STEPS) => {
  const paths = declaredPaths(resources);
  return steps.filter((s) => paths.has(s.path));
};
