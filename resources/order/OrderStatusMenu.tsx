/**
 * Change one order's status or payment status (SPEC §4). Refund opens the reason dialog;
 * the other choices save at once. SPEC §4 shows no transition rules, so every status is offered.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Divider, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order } from './order.schema';
import { OrderRefundDialog } from './OrderRefundDialog';
import { useOrderUpdate } from './useOrderUpdate';

export const OrderStatusMenu = ({ order }: { order: Order & RaRecord }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [refunding, setRefunding] = useState(false);
  const { save, isPending } = useOrderUpdate(order);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('resources.orders.detail.change_status')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {ORDER_STATUSES.filter((s) => s !== order.status).map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              close();
              if (status === 'refund') setRefunding(true);
              else void save({ status });
            }}
          >
            {translate(status === 'refund' ? 'resources.orders.refund.menu' : `resources.orders.set_status.${status}`)}
          </MenuItem>
        ))}
        <Divider />
        {PAYMENT_STATUSES.filter((s) => s !== order.payment_status).map((payment) => (
          <MenuItem
            key={payment}
            onClick={() => {
              close();
              void save({ payment_status: payment });
            }}
          >
            {translate(`resources.orders.set_payment.${payment}`)}
          </MenuItem>
        ))}
      </Menu>
      {refunding && <OrderRefundDialog order={order} open onClose={() => setRefunding(false)} />}
    </>
  );
};
