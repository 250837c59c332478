/**
 * "Download all shop data" (issue 28 item 6): the EXPORT-SHOP job, followed until done, then
 * its ZIP saved at once (and again on demand), like every export job (useJob).
 */
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useJob } from '../../src/components/useJob';
import { datedFileName } from '../../src/lib/download';
import type { Job } from '../job/job.schema';

const fileOf = (job: Job) =>
  typeof job.result?.file === 'string' ? job.result.file : datedFileName('shop-data', 'zip', new Date());

export const ShopExport = () => {
  const translate = useTranslate();
  const { job, running, canStart, start, save } = useJob({ channel: 'EXPORT-SHOP', saveAs: fileOf });
  return (
    <Box component="section" aria-labelledby="shop-data-title" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" id="shop-data-title">
        {translate('resources.billing.export')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.billing.export_help')}
      </Typography>
      {running ? (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2" role="status">
            {translate('resources.billing.export_running', { progress: job?.progress ?? 0 })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={job?.progress ?? 0}
            aria-label={translate('resources.billing.export')}
          />
        </Box>
      ) : null}
      {job?.status === 'failed' ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('resources.billing.export_failed', { reason: job.error ?? '' })}
        </Alert>
      ) : null}
      {job?.status === 'done' ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" role="status">
            {translate('resources.billing.export_done', { file: fileOf(job) })}
          </Typography>
          <Button variant="outlined" onClick={() => void save(job.id, fileOf(job))}>
            {translate('resources.billing.export_ready')}
          </Button>
        </Box>
      ) : (
        <Button variant="contained" onClick={() => void start()} disabled={running || !canStart}>
          {translate('resources.billing.export')}
        </Button>
      )}
    </Box>
  );
};
