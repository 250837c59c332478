/**
 * A Trash row's Restore: the record and its children come back (same id). When its handle or
 * SKU is now another record's (409 `trash.taken` naming the fields), a dialog asks for new
 * ones and sends them with the restore again.
 */
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ValidationMessage } from '../../core/validation';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { fieldErrorsOf } from '../../src/lib/submissionErrors';
import { TrashClashDialog, type Replacements } from './TrashClashDialog';
import { trashRoutes } from './trash.routes';

interface Failure {
  status?: number;
  body?: { code?: string; errors?: Record<string, ValidationMessage> } | null;
}

/** The fields a failed restore names: 409 taken ones, or a 400 on a replacement. */
function fieldsOf(error: unknown): Record<string, ValidationMessage> | undefined {
  const failure = error as Failure;
  if (failure?.status === 409 && failure.body?.code === 'trash.taken') return failure.body.errors;
  return failure?.status === 400 ? fieldErrorsOf(error) : undefined;
}

export const TrashRestoreButton = () => {
  const record = useRecordContext<{ id: string; title: string }>();
  const dp = useDataProvider<GatewayDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [clash, setClash] = useState<Record<string, ValidationMessage>>();
  const restore = useMutation({
    mutationFn: (body: Replacements) =>
      dp.call(trashRoutes.restore, { params: { trash_id: String(record?.id) }, body }),
    onSuccess: () => {
      setClash(undefined);
      notify('resources.trash.restored', { type: 'success', messageArgs: { title: record?.title } });
      refresh();
    },
    onError: (error: unknown) => {
      const fields = fieldsOf(error);
      if (fields && Object.keys(fields).length) return setClash(fields);
      const code = (error as Failure)?.body?.code;
      notify(code === 'trash.clash' ? 'resources.trash.clash' : 'resources.trash.failed', { type: 'error' });
    },
  });
  if (!record) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<RestoreFromTrashIcon />}
        disabled={restore.isPending}
        aria-label={translate('resources.trash.restore_label', { title: record.title })}
        onClick={() => restore.mutate({})}
      >
        {translate('resources.trash.restore')}
      </Button>
      {clash ? (
        <TrashClashDialog
          title={record.title}
          errors={clash}
          pending={restore.isPending}
          onCancel={() => setClash(undefined)}
          onSubmit={(values) => restore.mutate(values)}
        />
      ) : null}
    </>
  );
};
