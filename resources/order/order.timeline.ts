/**
 * Timeline entries as the merchant reads them: the gateway sends a message key under
 * resources.orders.timeline.* with raw arguments (status values, amounts, mail kinds);
 * here they become the i18n arguments of that key. No React here.
 */
import type { TimelineEntry } from './order.schema';

type Translate = (key: string, args?: Record<string, unknown>) => string;
type Money = (amount: number, currency?: string | null) => string;

export function timelineArgs(
  entry: TimelineEntry,
  translate: Translate,
  money: Money,
): Record<string, string | number> {
  const args = entry.args ?? {};
  switch (entry.type) {
    case 'status_changed':
      return {
        ...args,
        from: translate(`resources.orders.status.${args.from}`),
        to: translate(`resources.orders.status.${args.to}`),
      };
    case 'payment_status_changed':
      return {
        ...args,
        from: translate(`resources.orders.payment_status.${args.from}`),
        to: translate(`resources.orders.payment_status.${args.to}`),
      };
    case 'refunded':
      return { ...args, amount: money(Number(args.amount ?? 0), String(args.currency ?? '') || undefined) };
    case 'fulfilled':
      return { ...args, smart_count: Number(args.quantity ?? 0) };
    case 'mail_sent':
      return { ...args, kind: translate(`resources.mails.kind.${args.kind}`, { _: String(args.kind ?? '') }) };
    default:
      return { ...args };
  }
}

/** When the last mail of this kind went out, if any (entries are newest first). */
export const lastMailSent = (timeline: TimelineEntry[] | undefined, kind: string) =>
  timeline?.find((e) => e.type === 'mail_sent' && e.args?.kind === kind)?.at;
