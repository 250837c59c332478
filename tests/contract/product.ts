/** The product's providers as src/providers.ts builds them, pointed at the mock gateway. */
import { buildAuthProvider } from '../../authProvider/authProvider';
import { getToken } from '../../authProvider/tokenStore';
import { buildDataProvider } from '../../dataProvider/buildDataProvider';
import { GatewayClient } from '../../dataProvider/http';
import { resources } from '../../resources';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { GATEWAY, PRIVATE_DOMAIN, USER_ID, type Product } from './contractCase';

export function buildProduct(): Product {
  const client = new GatewayClient({
    baseURL: GATEWAY,
    getToken: () => getToken(),
    getShopId: getCurrentShopId,
    getPrivateDomain: () => PRIVATE_DOMAIN,
    getUserId: () => USER_ID,
  });
  return { client, dataProvider: buildDataProvider(client, resources), authProvider: buildAuthProvider(client) };
}
