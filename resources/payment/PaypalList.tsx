/** The PayPal accounts, ordered by drag (pointer or keyboard, dnd-kit); a drop saves the order with PUT …/position. */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { PaymentDialog } from './PaymentDialog';
import { useConfirmation } from '../../src/components/useConfirmation';
import { PaymentSection } from './PaymentSection';
import { PaypalRow } from './PaypalRow';
import { paymentRoutes } from './payment.routes';
import type { Payment } from './payment.schema';

export const PaypalList = ({ accounts, refetch }: { accounts: Payment[]; refetch: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [remove] = useDelete();
  const [order, setOrder] = useState(accounts);
  const [editing, setEditing] = useState<{ record?: Payment } | null>(null);
  useEffect(() => setOrder(accounts), [accounts]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = order.map((a) => a.id);
    const next = arrayMove(order, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setOrder(next);
    try {
      await dataProvider.call(paymentRoutes.position, { body: { ids: next.map((a) => a.id) } });
      notify('resources.payments.order_saved', { type: 'success' });
    } catch (e) {
      notify((e as Error).message || 'app.message.generic_error', { type: 'error' });
    }
    refetch();
  };
  const confirmation = useConfirmation();
  const onRemove = (account: Payment) =>
    remove(
      'payments',
      { id: account.id, previousData: account },
      {
        onSuccess: () => {
          notify('app.message.delete_success', { type: 'success' });
          refetch();
        },
        onError: (e) => notify((e as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  return (
    <PaymentSection
      kind="paypal"
      action={
        <Button startIcon={<AddIcon />} onClick={() => setEditing({})}>
          {translate('resources.payments.paypal.add')}
        </Button>
      }
    >
      {order.length === 0 ? (
        <Typography variant="body2">{translate('resources.payments.paypal.none')}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.payments.drag_help')}
        </Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((a) => a.id)} strategy={verticalListSortingStrategy}>
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate('resources.payments.paypal.title')}>
            {order.map((a) => (
              <PaypalRow
                key={a.id}
                account={a}
                onEdit={() => setEditing({ record: a })}
                onRemove={() =>
                  confirmation.ask('resources.payments.remove_named', () => onRemove(a), { name: a.account_name ?? '' })
                }
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {editing && (
        <PaymentDialog type="paypal" record={editing.record} onClose={() => setEditing(null)} onSaved={refetch} />
      )}
      {confirmation.dialog}
    </PaymentSection>
  );
};
