/** SPEC §2 `/discounts/{action}` and `/discounts/{action?}/{id}`: the tabs, create and edit. */
export type DiscountTab = 'code' | 'automatic';
export const DISCOUNTS_PATH = '/discounts';
export const discountTabPath = (tab: DiscountTab) => `${DISCOUNTS_PATH}/${tab}`;
export const discountCreatePath = (tab: DiscountTab) => `${DISCOUNTS_PATH}/create?kind=${tab}`;
export const discountEditPath = (id: string | number) => `${DISCOUNTS_PATH}/edit/${encodeURIComponent(String(id))}`;
