/**
 * /orders/draft/:id: a saved draft, edited and saved again at the version it was read at
 * (another tab's save first: 409, the form keeps what was typed); invoice and completion.
 * A draft already completed names the order it became (its number with the shop's prefix and
 * suffix), linked; it is not deleted while that order exists (the gateway refuses), and may be
 * once the order is gone. Its History panel lists its versions while it is a draft.
 */
import { Alert, Button, Typography } from '@mui/material';
import { DeleteButton, Edit, useEditContext, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Draft } from './draft.schema';
import { orderScreens } from './order.resource';
import { RelativeTime } from '../../src/components/OrderFields';
import { OrderDraftActions } from './OrderDraftActions';
import { OrderDraftForm } from './OrderDraftForm';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { HistoryCard } from '../../src/components/history/HistoryCard';

const Body = () => {
  const translate = useTranslate();
  const { record, error } = useEditContext<Draft>();
  if (error) return <OrderLoadError message="resources.draft_orders.editor.load_error" />;
  if (!record) return null;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('resources.draft_orders.editor.title', { name: record.name })}
      </Typography>
      {record.invoice_sent_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} component="div">
          {translate('resources.draft_orders.actions.invoice_last_sent')}: <RelativeTime at={record.invoice_sent_at} />
        </Typography>
      )}
      {record.order_id && record.order_name ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={orderScreens.show({ id: record.order_id })}>
              {translate('resources.draft_orders.actions.open_order')}
            </Button>
          }
        >
          {translate('resources.draft_orders.actions.already_order', { name: record.order_name })}
        </Alert>
      ) : record.order_id ? (
        <Alert severity="info" action={<DeleteButton redirect={orderScreens.drafts()} />}>
          {translate('resources.draft_orders.actions.order_deleted')}
        </Alert>
      ) : (
        <>
          <OrderDraftForm isNew={false} actions={<OrderDraftActions />} />
          {/* Issue 27: the draft's versions, each restorable through the draft's own save. */}
          <HistoryCard resource="draft_orders" />
        </>
      )}
    </>
  );
};

export const OrderDraftEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const onSuccess = (saved: Draft) =>
    notify('resources.draft_orders.editor.saved', { type: 'success', messageArgs: { name: saved.name } });
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      actions={false}
      redirect={false}
      title="resources.draft_orders.list.title"
      sx={{ py: 2 }}
    >
      <Body />
    </Edit>
  );
};
