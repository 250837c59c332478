/**
 * The copy dialog's state and calls: the choices, the preview (writes nothing), the run as a
 * job followed with useJob, its report and its undo. A 400's per-field errors are kept for
 * their fields; any other failure is a toast.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import type { ValidationMessage } from '../../../core/validation';
import { useJob } from '../useJob';
import { fieldErrorsOf } from '../../lib/submissionErrors';
import type { CopyChoicesState } from './CopyChoices';
import { COPY_CHANNEL } from '../../../resources/copy/copy.limits';
import { copyRoutes } from '../../../resources/copy/copy.routes';
import type { CopyPlan } from '../../../resources/copy/copy.schema';

export interface CopyRunOptions {
  mode: 'copy' | 'update';
  kind: 'products' | 'collections';
  ids: string[];
  onClose: () => void;
}

export function useCopyRun({ mode, kind, ids, onClose }: CopyRunOptions) {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(kind);
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [choices, setChoices] = useState<CopyChoicesState>({ targets: {}, status: 'inactive', fields: ['price'] });
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({});
  const [plan, setPlan] = useState<CopyPlan>();
  const [copyId, setCopyId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const job = useJob({ channel: COPY_CHANNEL, onFinished: () => refresh() });
  const report = job.job?.status === 'done' ? (job.job.result as unknown as CopyPlan) : undefined;

  const targets = Object.entries(choices.targets).map(([shop_id, rate]) => ({
    shop_id,
    ...(rate.trim() === '' ? {} : { rate: rate.trim() }),
  }));
  const body =
    mode === 'copy' ? { kind, ids, targets, status: choices.status } : { ids, targets, fields: choices.fields };
  // One body for both: the update calls take the same shape less kind and status (the gateway checks it).
  const [previewRoute, startRoute] = (
    mode === 'copy' ? [copyRoutes.preview, copyRoutes.start] : [copyRoutes.updatePreview, copyRoutes.updateStart]
  ) as [typeof copyRoutes.preview, typeof copyRoutes.start];

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await work();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        setPlan(undefined);
      } else notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return {
    choices,
    /** A message goes once the merchant changes what it was about. */
    choose: (next: CopyChoicesState) => {
      setChoices(next);
      setErrors({});
    },
    errors,
    plan,
    report,
    job,
    busy,
    canUndo: Boolean(report && copyId),
    canPreview: targets.length > 0,
    back: () => setPlan(undefined),
    preview: () => attempt(async () => setPlan((await dataProvider.call(previewRoute, { body })).data)),
    run: () =>
      attempt(async () => {
        const { data } = await dataProvider.call(startRoute, { body });
        setCopyId(data.copy_id);
        job.follow(data.job.id);
      }),
    undo: () =>
      attempt(async () => {
        const { data } = await dataProvider.call(copyRoutes.undo, { params: { copy_id: copyId ?? '' } });
        notify('resources.products.copy.undone', {
          type: 'success',
          messageArgs: { ...data, smart_count: data.deleted },
        });
        setCopyId(undefined);
        refresh();
      }),
    close: () => {
      // Once copied, the selection is done with (and its ids are this shop's: none to carry to another).
      if (job.jobId) unselectAll();
      setPlan(undefined);
      setErrors({});
      setCopyId(undefined);
      job.reset();
      onClose();
    },
  };
}
