/**
 * Undo after save (issue 27): the action of an edit's "Update successfully" toast. It restores
 * the version before the one this save made, with the saved record's version, so a change
 * made elsewhere meanwhile is a 409 (said in a toast), never undone silently.
 */
import { Button } from '@mui/material';
import { useCloseNotification, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { historyRoutes } from '../../../resources/history/history.routes';

/** How long the toast offers Undo. */
export const UNDO_MS = 3000;
/** Versions read to find the save's own: others may have saved since. */
const LOOK_BACK = 5;

export interface UndoSaveButtonProps {
  /** The record's table (as its history keeps it). */
  resource: string;
  id: string;
  /** The record's version after the save; none for a record kept without one (some settings): the latest is the save's. */
  saved?: number;
}

export const UndoSaveButton = ({ resource, id, saved }: UndoSaveButtonProps) => {
  const dp = useDataProvider<GatewayDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const close = useCloseNotification();
  const params = { resource, record_id: id };
  const undo = async () => {
    close();
    try {
      const { data } = await dp.call(historyRoutes.list, { params, query: { page: 1, limit: LOOK_BACK } });
      const mine = saved === undefined ? 0 : data.versions.findIndex((v) => v.state?.version === saved);
      const before = mine < 0 ? undefined : data.versions[mine + 1];
      if (!before) throw Object.assign(new Error('no version before the save'), { status: 409 });
      await dp.call(historyRoutes.restore, {
        params: { ...params, version: before.version },
        body: { version: saved ?? 0 },
      });
      notify('app.history.undone', { type: 'success' });
      refresh();
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      notify(status === 409 ? 'app.history.stale' : 'app.history.failed', { type: 'error' });
    }
  };
  return (
    <Button color="inherit" size="small" onClick={() => void undo()}>
      {translate('app.history.undo')}
    </Button>
  );
};
