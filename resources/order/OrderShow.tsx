/**
 * /orders/:id (SPEC §2): number with prefix/suffix, items and totals, fulfillments,
 * timeline; customer, addresses, referring site, payment, note and tags; actions in the
 * header. An abandoned checkout opened here goes to its own screen.
 */
import { Grid } from '@mui/material';
import { ShowBase, Title, useShowContext, type RaRecord } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { MetafieldsCard } from '../../src/widgets/MetafieldsCard';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { PageLoading } from '../../src/components/PageLoading';
import { orderScreens } from './order.resource';
import type { Order } from './order.schema';
import { isWholeOrder, orderName } from '../../src/components/OrderFields';
import { OrderCustomerCard } from './OrderCustomerCard';
import { OrderDetailsCard } from './OrderDetailsCard';
import { OrderFulfillmentsCard } from './OrderFulfillmentsCard';
import { OrderHeader } from './OrderHeader';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { OrderTimeline } from './OrderTimeline';

const OrderShowView = () => {
  const { record, isPending, error } = useShowContext<Order & RaRecord>();
  if (error) return <OrderLoadError message="resources.orders.detail.load_error" />;
  if (isPending || !record || !isWholeOrder(record)) return <PageLoading />;
  if (record.abandoned) return <Navigate to={orderScreens.abandonedShow({ id: record.id })} replace />;
  return (
    <>
      <Title title={orderName(record)} />
      <OrderHeader order={record} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <OrderItemsCard order={record} />
          <OrderFulfillmentsCard order={record} />
          <OrderTimeline order={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderCustomerCard order={record} />
          <OrderDetailsCard order={record} />
          <MetafieldsCard ownerType="order" ownerId={String(record.id)} />
          {/* Issue 27: the versions of the order's editable fields (note, tags, addresses, status). */}
          <HistoryCard resource="orders" />
        </Grid>
      </Grid>
    </>
  );
};

export const OrderShow = () => {
  const { id = '' } = useParams();
  return (
    <ShowBase id={id} redirectOnError={false}>
      <OrderShowView />
    </ShowBase>
  );
};
