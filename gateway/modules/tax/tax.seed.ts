/** Demo tax settings for the two demo shops: VAT in the Vietnamese shop, US and Canadian sales taxes in the other. */
import { TaxBody } from '../../../resources/tax/tax.schema';
import type { SeedContext } from '../../lib/module';
import { nowIso } from '../../lib/ids';
import { taxColumns } from './tax.rows';
import './tax.tables';

const taxes = (vnd: boolean) =>
  vnd
    ? {
        prices_include_tax: true,
        tax_shipping: false,
        rates: [{ country_code: 'VN', region: null, name: 'VAT', rate: 8 }],
      }
    : {
        prices_include_tax: false,
        tax_shipping: false,
        rates: [
          { country_code: 'US', region: null, name: 'Sales tax', rate: 6 },
          { country_code: 'US', region: 'NY', name: 'New York sales tax', rate: 8.875 },
          { country_code: 'CA', region: null, name: 'GST', rate: 5 },
        ],
      };

export async function seedTax({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const vnd = shop.currency === 'VND';
    if (!(await db.selectFrom('tax_settings').select('id').where('shop_id', '=', shop.id).executeTakeFirst())) {
      await db
        .insertInto('tax_settings')
        .values({ id: shop.id, shop_id: shop.id, ...taxColumns(TaxBody.parse(taxes(vnd))), updated_at: nowIso() })
        .execute();
    }
  }
}
