/** SPEC §2 paths of the shipping screens. */
export const SHIPPING_PATH = '/setting/shipping';
export const shippingCreatePath = () => `${SHIPPING_PATH}/create`;
export const shippingEditPath = (id: string | number) => `${SHIPPING_PATH}/edit/${encodeURIComponent(String(id))}`;
