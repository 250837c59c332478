/** The order id prefix and suffix with a live example ('#MC1001-X'); on /setting/general and /setting/checkout. */
import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatOrderNumber, ORDER_NUMBER_START } from '../../core/orderNumber';

export const OrderIdInputs = () => {
  const translate = useTranslate();
  const [prefix, suffix] = useWatch({ name: ['prefix', 'suffix'] }) as [string | null, string | null];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.general.order_id_help')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="prefix" sx={{ maxWidth: 240 }} />
        <TextInput source="suffix" sx={{ maxWidth: 240 }} />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {translate('resources.general.order_id_example', {
          example: formatOrderNumber(ORDER_NUMBER_START, { prefix: prefix?.trim(), suffix: suffix?.trim() }),
        })}
      </Typography>
    </Box>
  );
};
