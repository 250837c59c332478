/**
 * An order's timeline (SPEC §3): the order's own writes, its fulfillments and the mails sent
 * about it add events, all in the transaction of the write. The table is the order module's
 * (order.tables.ts).
 */
import type { TimelineEntry } from '../../resources/order/order.schema';
import type { Trx } from '../db';
import { newId } from './ids';

export interface NewEvent {
  type: TimelineEntry['type'];
  args: Record<string, string | number>;
}

/**
 * Timeline rows; events of one write are a millisecond apart so their order is kept, and
 * they come after the order's earlier events even when two writes share a millisecond.
 */
export async function addEvents(trx: Trx, shopId: string, orderId: string, events: NewEvent[], at: string) {
  if (!events.length) return;
  const last = await trx
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const base = Math.max(Date.parse(at), last?.at ? Date.parse(String(last.at)) + 1 : 0);
  await trx
    .insertInto('order_events')
    .values(
      events.map((e, i) => ({
        id: newId(),
        shop_id: shopId,
        order_id: orderId,
        type: e.type,
        message: `resources.orders.timeline.${e.type}`,
        args: JSON.stringify(e.args),
        at: new Date(base + i).toISOString(),
      })),
    )
    .execute();
}
