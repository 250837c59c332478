/** The order's lines (image, title, variant, SKU, price × quantity, fulfilled) and its totals. */
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Avatar, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from './order.schema';
import { SectionCard } from '../../src/components/SectionCard';
import { useShopMoney } from '../../src/components/useShopMoney';

const TotalRow = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25, fontWeight: strong ? 700 : undefined }}>
    <span>{label}</span>
    <span>{value}</span>
  </Box>
);

export const OrderItemsCard = ({ order, showFulfilled = true }: { order: Order; showFulfilled?: boolean }) => {
  const translate = useTranslate();
  const format = useShopMoney().format;
  const money = (n: number) => format(n, order.currency);
  return (
    <SectionCard title="resources.orders.detail.items">
      <Table size="small" aria-label={translate('resources.orders.detail.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.orders.detail.product')}</TableCell>
            <TableCell align="right">{translate('resources.orders.detail.price')}</TableCell>
            <TableCell align="right">{translate('resources.orders.detail.quantity')}</TableCell>
            {showFulfilled && <TableCell align="right">{translate('resources.orders.detail.fulfilled')}</TableCell>}
            <TableCell align="right">{translate('resources.orders.detail.line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Avatar
                    variant="rounded"
                    src={item.image ?? undefined}
                    alt=""
                    sx={{ width: 40, height: 40, bgcolor: 'grey.100' }}
                  >
                    <ImageIcon color="disabled" />
                  </Avatar>
                  <div>
                    <Typography variant="body2">{item.title}</Typography>
                    {item.variant_title && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {item.variant_title}
                      </Typography>
                    )}
                    {item.sku && (
                      <Typography variant="caption" color="text.secondary">
                        {translate('resources.orders.detail.sku', { sku: item.sku })}
                      </Typography>
                    )}
                  </div>
                </Box>
              </TableCell>
              <TableCell align="right">{money(item.price)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              {showFulfilled && <TableCell align="right">{`${item.fulfilled_quantity}/${item.quantity}`}</TableCell>}
              <TableCell align="right">{money(item.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        sx={{ mt: 2, ml: 'auto', maxWidth: 320 }}
        aria-label={translate('resources.orders.detail.totals')}
        role="group"
      >
        <TotalRow label={translate('resources.orders.fields.subtotal')} value={money(order.subtotal)} />
        <TotalRow
          label={translate('resources.orders.fields.discount')}
          value={money(order.discount ? -order.discount : 0)}
        />
        <TotalRow label={translate('resources.orders.fields.shipping')} value={money(order.shipping)} />
        {/* The checkout's other amounts (issues 12, 13): shown only when the order has them. */}
        {(['surcharge', 'tax', 'tip'] as const)
          .filter((k) => order[k])
          .map((k) => (
            <TotalRow key={k} label={translate(`resources.orders.fields.${k}`)} value={money(order[k])} />
          ))}
        {order.gift_card > 0 && (
          <TotalRow label={translate('resources.orders.fields.gift_card')} value={money(-order.gift_card)} />
        )}
        <TotalRow label={translate('resources.orders.fields.total')} value={money(order.total)} strong />
      </Box>
    </SectionCard>
  );
};
