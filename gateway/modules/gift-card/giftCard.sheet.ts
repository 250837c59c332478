/**
 * The shop's gift cards as a spreadsheet of its data download (EXPORT-SHOP): the whole code
 * (the admin shows it to the owner too), amounts in the currency's units, the status today.
 */
import { idPages } from '../../lib/idPages';
import type { ShopSheet } from '../../lib/module';
import { readGiftCardRow } from './giftCard.rows';

export const GIFT_CARD_CSV_COLUMNS = [
  'code',
  'initial_value',
  'balance',
  'currency',
  'status',
  'expires_at',
  'customer_id',
  'note',
  'created_at',
] as const;

export const giftCardSheet: ShopSheet = {
  file: 'gift-cards.csv',
  columns: GIFT_CARD_CSV_COLUMNS,
  async *pages(db, shop) {
    for await (const rows of idPages(db, 'gift_cards', shop.id))
      yield rows.map((row) => {
        const card = readGiftCardRow(row);
        return GIFT_CARD_CSV_COLUMNS.map((column) => card[column]);
      });
  },
};
