/**
 * /setting/feed: the Google Merchant Center product feed. Generate queues a job; its
 * progress shows until it is done (then Download) or failed (with the reason). Delete
 * removes the feed after 'This can't be undone'.
 */
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { saveBlob } from '../../src/lib/download';
import { isFinished } from './feed.schema';
import { useFeedJob } from './useFeedJob';
import { useDateFormat } from '../../src/components/useShopTime';
import { ScreenCard } from '../../src/components/ScreenCard';

export const FeedPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const notify = useNotify();
  const { feed, isPending, job, canGenerate, generate, download, remove } = useFeedJob();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = Boolean(job && !isFinished(job));

  const act = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) notify(success, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = (jobId: string) => act(async () => saveBlob(await download(jobId), 'products.xml'));

  return (
    <ScreenCard title="resources.feed.title" help="resources.feed.help">
      {isPending ? (
        <ScreenLoading />
      ) : (
        <Box component="section" aria-label={translate('resources.feed.current')} sx={{ mb: 2 }}>
          {feed ? (
            <Typography>
              {translate('resources.feed.summary', {
                smart_count: feed.items,
                date: dateTime(feed.generated_at),
              })}
            </Typography>
          ) : (
            <Typography color="text.secondary">{translate('resources.feed.none')}</Typography>
          )}
        </Box>
      )}
      {running && job && (
        <Box role="status" aria-label={translate('resources.feed.progress')} sx={{ mb: 2 }}>
          <Typography variant="body2">
            {translate('resources.feed.generating', { progress: Math.round(job.progress) })}
          </Typography>
          <LinearProgress
            variant={job.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={job.progress}
            aria-label={translate('resources.feed.progress')}
          />
        </Box>
      )}
      {job?.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('resources.feed.failed', { reason: job.error ?? '' })}
        </Alert>
      )}
      {job?.status === 'done' && feed && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('resources.feed.done')}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy || running || !canGenerate} onClick={() => act(generate)}>
          {translate(feed ? 'resources.feed.regenerate' : 'resources.feed.generate')}
        </Button>
        <Button disabled={busy || !feed} onClick={() => feed && save(feed.job_id)}>
          {translate('resources.feed.download')}
        </Button>
        <Button color="error" disabled={busy || running || !feed} onClick={() => setConfirming(true)}>
          {translate('ra.action.delete')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="resources.feed.delete_title"
        content="app.message.delete_confirm"
        onConfirm={() => {
          setConfirming(false);
          void act(remove, 'app.message.delete_success');
        }}
        onClose={() => setConfirming(false)}
      />
    </ScreenCard>
  );
};
