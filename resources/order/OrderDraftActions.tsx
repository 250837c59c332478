/**
 * A saved draft's actions: mail the invoice (kept in the outbox), turn the draft into an
 * order, paid ("Mark as paid") or pending ("Create order"), which then opens, or delete it
 * after SPEC §8's "This can't be undone". Completing needs the draft saved first, so the
 * order is what the merchant sees priced; a refusal on a field (a payment method that is
 * off: "not yet enabled") shows on that field.
 */
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DeleteButton, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { formMessage } from '../../dataProvider/http';
import { fieldErrorsOf } from '../../src/lib/submissionErrors';
import { draftRoutes } from './draft.routes';
import type { Draft } from './draft.schema';
import { orderScreens } from './order.resource';

export const OrderDraftActions = () => {
  const translate = useTranslate();
  const dp = useDataProvider<GatewayDataProvider>();
  const record = useRecordContext<Draft>();
  const { isDirty, isSubmitting } = useFormState();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const onFailure = useSubmitFailure();
  const { setError } = useFormContext();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const params = { draft_id: record.id };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // The call's refusal on a field of the form (payment_method): on that field, and said at once.
      // With its arguments: a line short of stock says how many are left (issue 31, 5a).
      for (const [field, failure] of Object.entries(fields ?? {})) {
        setError(field, { type: 'server', message: formMessage(failure) });
        notify(failure.message, { type: 'error', messageArgs: failure.args });
      }
      if (!fields) onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const sendInvoice = () =>
    run(async () => {
      const { data } = await dp.call(draftRoutes.sendInvoice, { params });
      notify('resources.draft_orders.actions.invoice_sent', { type: 'success', messageArgs: { to: data.mail.to } });
      refresh();
    });
  const complete = (paymentStatus: 'paid' | 'unpaid') =>
    run(async () => {
      const { data: order } = await dp.call(draftRoutes.complete, {
        params,
        body: { payment_status: paymentStatus, version: record.version },
      });
      notify('resources.draft_orders.actions.completed', { type: 'success', messageArgs: { name: order.name } });
      navigate(orderScreens.show({ id: order.id }));
    });
  const disabled = busy || isSubmitting || isDirty;
  const hint = isDirty ? translate('resources.draft_orders.actions.save_first') : '';
  return (
    <>
      <Button variant="outlined" onClick={sendInvoice} disabled={busy || isSubmitting || !record.email}>
        {translate('resources.draft_orders.actions.send_invoice')}
      </Button>
      <Tooltip title={hint}>
        <span>
          <Button variant="outlined" onClick={() => complete('paid')} disabled={disabled}>
            {translate('resources.draft_orders.actions.mark_paid')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={hint}>
        <span>
          <Button variant="contained" color="secondary" onClick={() => complete('unpaid')} disabled={disabled}>
            {translate('resources.draft_orders.actions.create_order')}
          </Button>
        </span>
      </Tooltip>
      <DeleteButton redirect={orderScreens.drafts()} disabled={busy || isSubmitting} />
    </>
  );
};
