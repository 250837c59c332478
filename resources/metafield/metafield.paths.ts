export const METAFIELDS_PATH = '/setting/metafields';
