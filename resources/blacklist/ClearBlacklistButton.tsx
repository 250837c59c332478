/**
 * The blacklist's Delete all, beside Save: SPEC §7's DELETE …/bulk-update with no body, after
 * 'This can't be undone'; the form then reads the emptied list.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { blacklistRoutes } from './blacklist.resource';

export const ClearBlacklistButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const record = useRecordContext<{ keywords?: string[] }>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.call(blacklistRoutes.clear);
      notify('app.message.delete_success', { type: 'success' });
      refresh();
    } catch (failure) {
      notify((failure as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)} disabled={busy || !record?.keywords?.length}>
        {translate('resources.blacklist.clear')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="resources.blacklist.clear_title"
        content="app.message.delete_confirm"
        onConfirm={() => void clear()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
