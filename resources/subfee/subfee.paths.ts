/** SPEC §2 paths of the surcharge screens. */
export const SUBFEE_PATH = '/setting/subfee';
export const subfeeCreatePath = () => `${SUBFEE_PATH}/create`;
export const subfeeEditPath = (id: string | number) => `${SUBFEE_PATH}/edit/${encodeURIComponent(String(id))}`;
