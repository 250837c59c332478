/** Offers between the database and the answers. */
import type { Selectable } from 'kysely';
import type { Offer, OfferInput } from '../../../resources/offer/offer.schema';
import { json } from '../../lib/json';
import { textKey } from '../../lib/text';
import type { OfferTable } from './offer.tables';

export const toOffer = (row: Selectable<OfferTable>): Offer => ({
  _id: row.id,
  id: row.id,
  shop_id: row.shop_id,
  name: row.name,
  title: row.title,
  message: row.message,
  type: row.type as Offer['type'],
  kind: row.kind as Offer['kind'],
  target_type: row.target_type as Offer['target_type'],
  target_ids: json(row.target_ids, []),
  recommended_ids: json(row.recommended_ids, []),
  displayed_quantity: Number(row.displayed_quantity),
  minimum_quantity: Number(row.minimum_quantity),
  discount_type: row.discount_type as Offer['discount_type'],
  discount_value: Number(row.discount_value),
  status: row.status as Offer['status'],
  version: Number(row.version),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const offerColumns = (input: OfferInput) => ({
  name: input.name,
  search: textKey(input.name).slice(0, 300),
  title: input.title ?? null,
  message: input.message ?? null,
  type: input.type,
  kind: input.kind,
  target_type: input.target_type,
  target_ids: JSON.stringify([...new Set(input.target_ids)]),
  recommended_ids: JSON.stringify([...new Set(input.recommended_ids)]),
  displayed_quantity: input.displayed_quantity,
  minimum_quantity: input.minimum_quantity,
  discount_type: input.discount_type,
  discount_value: input.discount_value,
  status: input.status,
});
