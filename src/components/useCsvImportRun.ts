/**
 * Runs one CSV import call. A file over the gateway's threshold is imported by a job
 * (the call answers 202 with `data.job`): the job is then polled, its progress reported,
 * and its result is the same report a small file gets.
 */
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { jobRoutes } from '../../resources/job/job.routes';
import type { Job } from '../../resources/job/job.schema';
import type { NamedRoute } from '../../core/route';

const POLL_MS = 500;

export function useCsvImportRun<T>(
  route: NamedRoute,
  onProgress: (percent: number | undefined) => void,
  extraBody?: Record<string, unknown>,
) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return async (csv: string, dryRun: boolean): Promise<T> => {
    const answer = (await dataProvider.call(route, { body: { ...extraBody, csv, dry_run: dryRun } })) as {
      data: T | { job?: Job };
    };
    const job = (answer.data as { job?: Job }).job;
    if (!job) return answer.data as T;
    for (;;) {
      onProgress(job.progress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { data } = await dataProvider.call(jobRoutes.get, { params: { job_id: job.id } });
      if (data.status === 'done') {
        onProgress(undefined);
        return data.result as T;
      }
      if (data.status === 'failed') {
        onProgress(undefined);
        throw new Error(data.error ?? 'app.message.generic_error');
      }
      job.progress = data.progress;
    }
  };
}
