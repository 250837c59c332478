export const GIFT_CARDS_PATH = '/setting/gift-cards';
export const giftCardPath = (id: string | number) => `${GIFT_CARDS_PATH}/${encodeURIComponent(String(id))}`;
