/** Small read-only pieces of an order shared by the lists and the detail: number, chips, money, date. */
import { Chip, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { formatOrderNumber } from '../../core/orderNumber';
import type { OrderStatus, OrderSummary, PaymentStatus } from '../../resources/order/order.schema';
import { CountField } from './CountField';
import { useRelativeTime } from './useShopTime';
import { useShopMoney } from './useShopMoney';

/**
 * react-admin shows a list row as the record while the detail loads: a row has no items,
 * fulfillments or timeline, so screens wait for the whole order.
 */
export const isWholeOrder = (record: unknown): boolean =>
  Boolean(record) &&
  Array.isArray((record as { items?: unknown }).items) &&
  Array.isArray((record as { timeline?: unknown }).timeline);

/** '#1001' with the shop's prefix and suffix; an abandoned checkout keeps its '#C…' name. */
export const orderName = (order: Pick<OrderSummary, 'number' | 'name' | 'prefix' | 'suffix'>) =>
  order.number !== null && order.number !== undefined ? formatOrderNumber(order.number, order) : order.name;

export const OrderNumberField = () => {
  const record = useRecordContext<OrderSummary>();
  return record ? (
    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
      {orderName(record)}
    </Typography>
  ) : null;
};

const STATUS_COLORS: Record<OrderStatus, 'info' | 'success' | 'default' | 'warning'> = {
  processing: 'info',
  fulfillment: 'success',
  cancel: 'default',
  refund: 'warning',
};

export const OrderStatusChip = ({ status }: { status?: OrderStatus }) => {
  const translate = useTranslate();
  return status ? (
    <Chip size="small" color={STATUS_COLORS[status]} label={translate(`resources.orders.status.${status}`)} />
  ) : null;
};

export const PaymentStatusChip = ({ status }: { status?: PaymentStatus }) => {
  const translate = useTranslate();
  return status ? (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'paid' ? 'success' : 'warning'}
      label={translate(`resources.orders.payment_status.${status}`)}
    />
  ) : null;
};

export const OrderStatusField = () => <OrderStatusChip status={useRecordContext<OrderSummary>()?.status} />;
export const PaymentStatusField = () => <PaymentStatusChip status={useRecordContext<OrderSummary>()?.payment_status} />;

export const MoneyText = ({ amount, currency }: { amount?: number | null; currency?: string | null }) => {
  const format = useShopMoney().format;
  return (
    <Typography variant="body2" component="span">
      {format(amount, currency)}
    </Typography>
  );
};

export const OrderTotalField = () => {
  const record = useRecordContext<OrderSummary>();
  return record ? <MoneyText amount={record.total} currency={record.currency} /> : null;
};

/** SPEC §9 relative time, the full date and time on hover. */
export const RelativeTime = ({ at }: { at?: string | null }) => {
  const relative = useRelativeTime();
  if (!at) return null;
  const { text, full } = relative(at);
  return (
    <Tooltip title={full}>
      <Typography variant="body2" component="time" dateTime={at}>
        {text}
      </Typography>
    </Tooltip>
  );
};

export const CreatedAtField = () => <RelativeTime at={useRecordContext<{ created_at?: string }>()?.created_at} />;

export const OrderCustomerField = () => {
  const translate = useTranslate();
  const record = useRecordContext<OrderSummary>();
  if (!record) return null;
  const name = record.customer?.name || record.email;
  return (
    <Typography variant="body2" component="span">
      {name || translate('resources.orders.no_customer')}
    </Typography>
  );
};

/**
 * An order list's columns, the same in the shop's list, the all-shops inbox and a customer's
 * orders: labels named explicitly, as the inbox's resource is not `orders`. `afterNumber` is
 * the inbox's Shop column; a customer's orders leave the customer out and sort by nothing.
 */
export const OrderColumns = ({
  afterNumber,
  customer = true,
  sortable = true,
}: {
  afterNumber?: ReactNode;
  customer?: boolean;
  sortable?: boolean;
}) => {
  const fixed = !sortable;
  return (
    <>
      <DataTable.Col source="name" label="resources.orders.fields.number" disableSort={fixed}>
        <OrderNumberField />
      </DataTable.Col>
      {afterNumber}
      <DataTable.Col source="created_at" label="resources.orders.fields.date" disableSort={fixed}>
        <CreatedAtField />
      </DataTable.Col>
      {customer && (
        <DataTable.Col source="customer" label="resources.orders.fields.customer" disableSort={fixed}>
          <OrderCustomerField />
        </DataTable.Col>
      )}
      <DataTable.Col source="item_count" label="resources.orders.fields.item_count" disableSort align="right">
        <CountField source="item_count" />
      </DataTable.Col>
      <DataTable.Col source="total" label="resources.orders.fields.total" align="right" disableSort={fixed}>
        <OrderTotalField />
      </DataTable.Col>
      <DataTable.Col source="status" label="resources.orders.fields.status" disableSort>
        <OrderStatusField />
      </DataTable.Col>
      <DataTable.Col source="payment_status" label="resources.orders.fields.payment_status" disableSort>
        <PaymentStatusField />
      </DataTable.Col>
    </>
  );
};
