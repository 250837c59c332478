/** The app's providers, built once from the resource declarations. */
import { buildAuthProvider } from '../authProvider/authProvider';
import { getToken, tokenSubject } from '../authProvider/tokenStore';
import { buildDataProvider } from '../dataProvider/buildDataProvider';
import { GatewayClient } from '../dataProvider/http';
import { withListPrefetch } from '../dataProvider/prefetchList';
import { buildI18nProvider } from '../i18n/i18nProvider';
import { resources } from '../resources';
import { shopRoutes } from '../resources/shop/shop.routes';
import { getCurrentShopId } from './lib/currentShop';
import { initialLocale } from './lib/locale';

/** Private domains by shop id, read once per shop (template-file calls go there: SPEC §7). */
const privateDomains = new Map<string, Promise<string | undefined>>();
function currentPrivateDomain(): Promise<string | undefined> | undefined {
  const shopId = getCurrentShopId();
  if (!shopId) return undefined;
  if (!privateDomains.has(shopId)) {
    const read = gatewayClient
      .call(shopRoutes.get, { params: { id: shopId }, query: { fields: 'private_domain' } })
      .then((answer) => answer.data.private_domain);
    read.catch(() => privateDomains.delete(shopId));
    privateDomains.set(shopId, read);
  }
  return privateDomains.get(shopId);
}

export const gatewayClient = new GatewayClient({
  baseURL: import.meta.env.VITE_GATEWAY_URL ?? '',
  getToken: () => getToken(),
  getShopId: getCurrentShopId,
  getPrivateDomain: currentPrivateDomain,
  getUserId: () => tokenSubject(),
});

// The list a start opens is asked for with the shell (src/lib/preloadScreen.ts).
const withPrefetch = withListPrefetch(buildDataProvider(gatewayClient, resources));
export const dataProvider = withPrefetch.provider;
export const prefetchList = withPrefetch.prefetch;
export const prefetchOne = withPrefetch.prefetchOne;
export const authProvider = buildAuthProvider(gatewayClient);
let i18nProvider: ReturnType<typeof buildI18nProvider> | undefined;
/**
 * Built on first use, not on import: the app's code comes with the first load, but the
 * Vietnamese messages a Vietnamese start needs synchronously arrive later (src/main.tsx).
 */
export const getI18nProvider = () => (i18nProvider ??= buildI18nProvider(resources, initialLocale()));
