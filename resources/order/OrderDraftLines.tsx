/** The draft's lines (in the form's `items`): quantity per line, line total, remove. Errors land per line. */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NumberInput, useTranslate, ValidationError } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { addDraftLine, type DraftLine } from './order.draft';
import { OrderDraftProductPicker } from './OrderDraftProductPicker';
import { SectionCard } from '../../src/components/SectionCard';
import { useShopMoney } from '../../src/components/useShopMoney';

const ListError = () => {
  const { errors } = useFormState({ name: 'items' });
  const message = (errors.items as { message?: unknown } | undefined)?.message;
  return message ? (
    <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
      <ValidationError error={message as string} />
    </Typography>
  ) : null;
};

export const OrderDraftLines = () => {
  const translate = useTranslate();
  const money = useShopMoney().format;
  const { fields, remove, replace } = useFieldArray({ name: 'items' });
  const lines = (useWatch({ name: 'items' }) as DraftLine[] | undefined) ?? [];
  return (
    <SectionCard title="resources.orders.draft.products">
      <OrderDraftProductPicker onAdd={(line) => replace(addDraftLine(lines, line))} />
      {fields.length > 0 && (
        <Table size="small" sx={{ mt: 2 }} aria-label={translate('resources.orders.detail.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.detail.product')}</TableCell>
              <TableCell align="right">{translate('resources.orders.detail.price')}</TableCell>
              <TableCell sx={{ width: 130 }}>{translate('resources.orders.detail.quantity')}</TableCell>
              <TableCell align="right">{translate('resources.orders.detail.line_total')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, i) => {
              const line = lines[i];
              if (!line) return null;
              const label = `${line.title}${line.variant_title ? ` (${line.variant_title})` : ''}`;
              return (
                <TableRow key={field.id}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="right">{money(line.price)}</TableCell>
                  <TableCell>
                    {/* No min attribute: the schema's SPEC §5 message speaks, not the browser's English bubble (issue 31 item 11). */}
                    <NumberInput
                      source={`items.${i}.quantity`}
                      label="resources.orders.detail.quantity"
                      step={1}
                      size="small"
                      helperText={false}
                    />
                  </TableCell>
                  <TableCell align="right">{money(line.price * (Number(line.quantity) || 0))}</TableCell>
                  <TableCell>
                    <IconButton
                      onClick={() => remove(i)}
                      aria-label={translate('resources.orders.draft.remove_item', { title: label })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('resources.orders.draft.no_items')}
        </Typography>
      )}
      <ListError />
    </SectionCard>
  );
};
