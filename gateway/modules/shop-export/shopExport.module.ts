/**
 * The merchant's own copy of the shop (issue 28 item 6): the EXPORT-SHOP job, published on
 * /redis-publish like every export and downloaded with the job's file (jobs module).
 */
import { defineModule } from '../../lib/module';
import type { EmbeddedObjectStore } from '../../storage/objectStore';
import { openStoreClient } from '../../storage/storeClient';
import { shopExportJob } from './shopExport.job';

export const EXPORT_CHANNEL = 'EXPORT-SHOP';

export const shopExportModule = defineModule({
  name: 'shop-export',
  jobs: (deps) => ({
    [EXPORT_CHANNEL]: shopExportJob({
      db: deps.db,
      readDb: deps.readDb,
      shopTables: () => deps.shopTables,
      sheets: deps.sheets,
      openStore: () => openStoreClient(deps.config.storage, liveStore.current()),
    }),
  }),
  routes: (app) => {
    // Read when a job runs: the storage module decorates the app after this one.
    liveStore.current = () => (app.hasDecorator('objectStore') ? app.objectStore : null);
  },
});

/** The web process's embedded store, when it serves one; a worker opens the configured store. */
const liveStore: { current: () => EmbeddedObjectStore | null } = { current: () => null };
