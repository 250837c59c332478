/** SPEC §3/§4: order numbers start at 1001 and show as '#' + shop prefix + number + suffix. */

export const ORDER_NUMBER_START = 1001;

export interface OrderNumberAffixes {
  prefix?: string | null;
  suffix?: string | null;
}

/** formatOrderNumber(1001, { prefix: 'SHOP', suffix: '-VN' }) === '#SHOP1001-VN' */
export function formatOrderNumber(n: number | string, { prefix, suffix }: OrderNumberAffixes = {}): string {
  return `#${prefix ?? ''}${n}${suffix ?? ''}`;
}
