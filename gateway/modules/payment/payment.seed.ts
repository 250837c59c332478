/** Demo payment settings: COD on for both demo shops, bank transfer on for the Vietnamese one, a PayPal sandbox account for Maple & Co. */
import type { SeedContext } from '../../lib/module';
import { newId, nowIso } from '../../lib/ids';
import { encryptSecret, paymentKey } from './payment.crypto';

export async function seedPayments({ db, shops }: SeedContext): Promise<void> {
  const key = await paymentKey(db, process.env.PAYMENT_SECRET_KEY || undefined);
  for (const shop of shops) {
    const has = await db.selectFrom('payments').select('id').where('shop_id', '=', shop.id).limit(1).executeTakeFirst();
    if (has) continue;
    const vi = shop.language === 'vi';
    const at = nowIso();
    const base = {
      shop_id: shop.id,
      enabled: 1,
      account_name: null,
      client_id: null,
      public_key: null,
      secret_enc: null,
      mode: null,
      instructions: null,
      version: 0,
      created_at: at,
      updated_at: at,
    };
    const rows = [
      {
        ...base,
        id: newId(),
        type: 'cod',
        instructions: vi ? 'Thanh toán bằng tiền mặt khi nhận hàng.' : 'Pay in cash when your order arrives.',
      },
      ...(vi
        ? [
            {
              ...base,
              id: newId(),
              type: 'bank_transfer',
              instructions:
                'Chuyển khoản tới Vietcombank, STK 0011 0045 6789, chủ tài khoản Gốm Sứ Bát Tràng. Ghi mã đơn hàng trong nội dung.',
            },
          ]
        : []),
      ...(!vi
        ? [
            {
              ...base,
              id: newId(),
              type: 'paypal',
              account_name: 'Maple & Co sandbox',
              client_id: 'AYmapleSandboxClient0001',
              secret_enc: encryptSecret(key, 'EHmapleSandboxSecret7781'),
              mode: 'sandbox',
            },
          ]
        : []),
    ].map((row, position) => ({ ...row, position }));
    await db.insertInto('payments').values(rows).execute();
  }
}
