/** The shop clone calls as the create and clone screens make them (the contract cases make them the same way). */
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import type { ClonePart } from '../../../resources/shop/shopClone.parts';
import { shopCloneRoutes } from '../../../resources/shop/shopClone.routes';

/** `rate` goes only with the catalogue into another currency: the existing calls' body stays as it was. */
export const startClone = (
  dataProvider: GatewayDataProvider,
  shopId: string,
  sourceId: string,
  parts: ClonePart[],
  rate: number | null = null,
) =>
  dataProvider
    .call(shopCloneRoutes.start, {
      params: { id: shopId },
      body: { source_id: sourceId, parts, ...(rate === null ? {} : { rate }) },
    })
    .then((a) => a.data);

export const readClone = (dataProvider: GatewayDataProvider, shopId: string, signal?: AbortSignal) =>
  dataProvider.call(shopCloneRoutes.get, { params: { id: shopId }, signal }).then((a) => a.data);

export const undoClone = (dataProvider: GatewayDataProvider, shopId: string) =>
  dataProvider.call(shopCloneRoutes.undo, { params: { id: shopId } }).then((a) => a.data);
