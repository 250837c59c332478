/** One row per order line: what was ordered, how many this fulfillment holds (at most what is left). */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NumberInput, useTranslate, ValidationError } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { FulfillmentLineState } from './fulfillment.lines';

const ListError = () => {
  const { errors } = useFormState({ name: 'lines' });
  const message = (errors.lines as { message?: unknown } | undefined)?.message;
  return message ? (
    <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
      <ValidationError error={message as string} />
    </Typography>
  ) : null;
};

export const FulfillmentLinesInput = () => {
  const translate = useTranslate();
  const lines = (useWatch({ name: 'lines' }) as FulfillmentLineState[] | undefined) ?? [];
  return (
    <>
      <Table size="small" aria-label={translate('resources.fulfillments.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.orders.detail.product')}</TableCell>
            <TableCell align="right">{translate('resources.fulfillments.ordered')}</TableCell>
            <TableCell align="right">{translate('resources.fulfillments.left')}</TableCell>
            <TableCell sx={{ width: 220 }}>{translate('resources.fulfillments.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={line.item_id}>
              <TableCell>
                <Typography variant="body2">{line.title}</Typography>
                {line.variant_title && (
                  <Typography variant="caption" color="text.secondary">
                    {line.variant_title}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{line.ordered}</TableCell>
              <TableCell align="right">{line.max}</TableCell>
              <TableCell>
                {/* No min/max attributes: checkFulfillment's SPEC §5 messages speak, not the browser's bubble (issue 31 item 11). */}
                <NumberInput
                  source={`lines.${i}.quantity`}
                  label={translate('resources.fulfillments.quantity_of', { title: line.title })}
                  step={1}
                  size="small"
                  helperText={false}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListError />
    </>
  );
};
