/**
 * A record's History panel (issue 27), on its edit screen: its versions newest first, each
 * with its author, time and changes, and "Restore this version" (the gateway replays it
 * through the record's update call with the version on screen: a newer change elsewhere is
 * a 409, said in a toast, never overwritten). Shared by the edit screens.
 */
import { Card, CardContent, Typography, Box, Button } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { historyRoutes } from '../../../resources/history/history.routes';
import { useScreenStrings } from '../../lib/areaStrings';
import { HistoryVersion } from './HistoryVersion';
import { historyStrings } from './historyStrings';

const PAGE = 20;
/** The history call's largest page. */
const LIMIT_MAX = 100;

export interface HistoryCardProps {
  /** The record's table, as the gateway keeps its history (`products`, a declaration's `storage.table`). */
  resource: string;
  /** The record's id in its history, when not the record's own (an e-mail template: its slug). */
  recordId?: string;
  /**
   * Versions shown without "Restore this version": for a record with no version number (a
   * fulfillment), whose restore could not be checked against a newer change.
   */
  readOnly?: boolean;
}

export const HistoryCard = ({ resource, recordId, readOnly = false }: HistoryCardProps) => {
  useScreenStrings([historyStrings]);
  const record = useRecordContext();
  const raResource = useResourceContext();
  const dp = useDataProvider<GatewayDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [limit, setLimit] = useState(PAGE);
  const id = recordId ?? (record?.id === undefined ? undefined : String(record.id));
  const params = { resource, record_id: id ?? '' };
  const { data, isPending, error } = useQuery({
    // The record's version in the key: a save (here or a restore) shows its new version.
    // A record kept without a version (some settings, e-mail templates): its content instead.
    queryKey: ['history', resource, id, record?.version ?? JSON.stringify(record), limit],
    enabled: !!id,
    // A 404 is an answer (no versions yet), not a failure worth asking again.
    retry: (count, failure) => (failure as { status?: number }).status !== 404 && count < 3,
    queryFn: ({ signal }) => dp.call(historyRoutes.list, { params, query: { page: 1, limit }, signal }),
  });
  const restore = useMutation({
    mutationFn: (version: number) =>
      dp.call(historyRoutes.restore, {
        params: { ...params, version },
        body: { version: Number(record?.version ?? 0) },
      }),
    onSuccess: (_answer, version) => {
      notify('app.history.restored', { type: 'success', messageArgs: { version } });
      refresh();
    },
    onError: (failure: { status?: number }) =>
      notify(failure.status === 409 ? 'app.history.stale' : 'app.history.failed', { type: 'error' }),
  });
  if (!id) return null;
  // The gateway answers 404 for a record never written through it (settings never saved): no versions yet.
  const missing = (error as { status?: number } | null)?.status === 404;
  const failed = error && !missing;
  const versions = data?.data.versions ?? [];
  const labelOf = (field: string) =>
    translate(`resources.${raResource}.fields.${field}`, { _: field.replace(/_/g, ' ') });
  return (
    <Card component="section" aria-labelledby="history-title" sx={{ mt: 2 }} data-testid="history-card">
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2">
          {translate('app.history.title')}
        </Typography>
        {failed ? <Typography color="error">{translate('app.history.load_error')}</Typography> : null}
        {(!isPending || missing) && !failed && !versions.length ? (
          <Typography color="text.secondary">{translate('app.history.empty')}</Typography>
        ) : null}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {versions.map((version, i) => (
            <HistoryVersion
              key={version.version}
              version={version}
              previous={versions[i + 1]}
              labelOf={labelOf}
              restoring={restore.isPending}
              onRestore={
                !readOnly && i > 0 && version.action !== 'delete' ? () => restore.mutate(version.version) : undefined
              }
            />
          ))}
        </Box>
        {data && data.data.total > versions.length ? (
          <Button size="small" onClick={() => setLimit((n) => Math.min(n + PAGE, LIMIT_MAX))}>
            {translate('app.history.more')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
};
