/**
 * Ours, not SPEC §7: where the browser uploads images to (SPEC §7 Image upload names a
 * cloud object store with anonymous credentials; this tells the SPA which one).
 */
import { defineRoutes } from '../../core/route';
import { StorageConfigAnswer } from './storage.schema';

export const storageRoutes = defineRoutes('storage', {
  config: {
    method: 'GET', path: '/app/config', origin: 'app', auth: false, response: StorageConfigAnswer,
    summary: 'Object store settings for the browser (null when uploads are off).',
  },
});
