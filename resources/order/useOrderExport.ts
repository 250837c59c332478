/**
 * Orders export through the job queue (SPEC §7 "Export via channel EXPORT-ORDER"): the
 * shared job hook with the list's filters; the CSV is saved as soon as the job is done.
 */
import { useJob } from '../../src/components/useJob';
import { datedFileName } from '../../src/lib/download';

export const EXPORT_CHANNEL = 'EXPORT-ORDER';

export function useOrderExport() {
  const { save, ...job } = useJob({ channel: EXPORT_CHANNEL, saveAs: () => datedFileName('orders', 'csv') });
  return { ...job, download: (id: string) => save(id, datedFileName('orders', 'csv')) };
}
