/** Export the selected reviews, or those matching the list's filters, as CSV (EXPORT-REVIEW): progress, then the file. */
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useJob } from '../../src/components/useJob';
import { datedFileName } from '../../src/lib/download';
import { REVIEW_EXPORT_CHANNEL, type ReviewType } from './review.schema';

export const ReviewExportButton = ({ type }: { type: ReviewType }) => {
  const translate = useTranslate();
  const list = useListContext();
  const fileName = () => datedFileName(type === 'question' ? 'questions' : 'reviews', 'csv');
  const { job, running, canStart, start, save, reset } = useJob({ channel: REVIEW_EXPORT_CHANNEL, saveAs: fileName });
  const [open, setOpen] = useState(false);

  const begin = () => {
    const ids = (list?.selectedIds ?? []).map(String);
    const { status, rating, q } = list?.filterValues ?? {};
    setOpen(true);
    void start(ids.length ? { type, ids } : { type, status, rating, q });
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const progress = Math.round(job?.progress ?? 0);

  return (
    <>
      <Button label="resources.reviews.export.button" onClick={begin} disabled={running || !canStart}>
        <DownloadIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="review-export-title">
        <DialogTitle id="review-export-title">{translate('resources.reviews.export.title')}</DialogTitle>
        <DialogContent>
          {job?.status !== 'done' && job?.status !== 'failed' && (
            <>
              <Typography variant="body2">{translate('resources.reviews.export.running', { progress })}</Typography>
              <LinearProgress
                variant={!job || job.status === 'queued' ? 'indeterminate' : 'determinate'}
                value={progress}
                aria-label={translate('resources.reviews.export.title')}
                sx={{ mt: 1 }}
              />
            </>
          )}
          {job?.status === 'done' && (
            <Alert severity="success">
              {translate('resources.reviews.export.done', { smart_count: Number(job.result?.rows ?? 0) })}
            </Alert>
          )}
          {job?.status === 'failed' && (
            <Alert severity="error">{translate('resources.reviews.export.failed', { reason: job.error ?? '' })}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('resources.reviews.export.close')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={job?.status !== 'done'}
            onClick={() => job && save(job.id, fileName())}
          >
            {translate('resources.reviews.export.download')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
