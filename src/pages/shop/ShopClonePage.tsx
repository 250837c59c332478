/**
 * /shop/clone: the new shop being set up from another (issue 26 item 4). The current shop is
 * already the new one; its CLONE-SHOP job is followed (useJob) with its progress, then what
 * each part brought is reported, with the way into the shop and, for 24 hours, an undo.
 */
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ResourceContextProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import type { ShopClone } from '../../../resources/shop/shopClone.schema';
import { PageLoading } from '../../components/PageLoading';
import { useJob } from '../../components/useJob';
import { ShopLayout } from '../../layouts/ShopLayout';
import { getCurrentShopId } from '../../lib/currentShop';
import { formatDate, formatTime } from '../../lib/relativeTime';
import { ShopCloneReport } from './ShopCloneReport';
import { ShopPageHeading } from './ShopPageHeading';
import { readClone, undoClone } from './shopClone.calls';

const isRunning = (clone?: ShopClone | null) => clone?.status === 'queued' || clone?.status === 'running';

const Outcome = ({ clone }: { clone: ShopClone }) => {
  const translate = useTranslate();
  if (clone.status === 'undone') return <Alert severity="info">{translate('app.shop_clone.undone')}</Alert>;
  if (clone.status === 'failed') return <Alert severity="error">{translate('app.shop_clone.failed')}</Alert>;
  return <Alert severity="success">{translate('app.shop_clone.done', { shop: clone.source_name })}</Alert>;
};

const ShopCloneContent = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const shopId = getCurrentShopId() ?? '';
  const key = ['shop_clone', shopId];
  const clone = useQuery({ queryKey: key, queryFn: ({ signal }) => readClone(dataProvider, shopId, signal) });
  const { job, follow } = useJob({ channel: 'CLONE-SHOP', onFinished: () => void clone.refetch() });
  const [undoing, setUndoing] = useState(false);
  const data = clone.data;

  useEffect(() => {
    if (data && isRunning(data)) follow(data.job_id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow once per job
  }, [data?.job_id, data?.status]);

  const undo = async () => {
    setUndoing(true);
    try {
      const { removed: _removed, ...undone } = await undoClone(dataProvider, shopId);
      queryClient.setQueryData(key, undone);
      notify('app.shop_clone.undo_done', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setUndoing(false);
    }
  };

  if (clone.isPending) return <PageLoading />;
  if (!data) return <Typography>{translate('app.shop_clone.empty')}</Typography>;
  const running = isRunning(data) && !(job && (job.status === 'done' || job.status === 'failed'));
  const canUndo = !running && data.status !== 'undone' && Date.parse(data.undo_until) > Date.now();
  return (
    <>
      {running ? (
        <Box>
          <Typography sx={{ mb: 1 }}>{translate('app.shop_clone.running', { shop: data.source_name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={job?.progress ?? data.progress}
            aria-label={translate('app.shop_clone.progress_label')}
          />
        </Box>
      ) : (
        <>
          <Outcome clone={data} />
          <ShopCloneReport clone={data} />
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        <Button variant="contained" component={Link} to="/">
          {translate('app.shop_clone.open_shop')}
        </Button>
        {canUndo && (
          <>
            <Button onClick={undo} disabled={undoing}>
              {translate('app.shop_clone.undo')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {translate('app.shop_clone.undo_until', {
                time: `${formatDate(data.undo_until)} ${formatTime(data.undo_until)}`,
              })}
            </Typography>
          </>
        )}
      </Box>
    </>
  );
};

export const ShopClonePage = () => (
  <ShopLayout>
    <ResourceContextProvider value="shops">
      <ShopPageHeading title="app.shop_clone.title" />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <ShopCloneContent />
      </Paper>
    </ResourceContextProvider>
  </ShopLayout>
);
