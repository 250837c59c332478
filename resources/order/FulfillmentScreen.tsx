/**
 * A fulfillment of an order, new or saved (FulfillmentCreate, FulfillmentEdit): the order's
 * lines with what is left to fulfil, tracking, and (saved) delete after 'This can't be undone'.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  RecordContextProvider,
  ResourceContextProvider,
  Title,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { orderScreens } from './order.resource';
import type { Order } from './order.schema';
import { orderName } from '../../src/components/OrderFields';
import { fulfillmentLines } from './fulfillment.lines';
import type { Fulfillment } from './fulfillment.schema';
import { FulfillmentForm } from './FulfillmentForm';
import { useFulfillmentSave } from './useFulfillmentSave';
import { HistoryCard } from '../../src/components/history/HistoryCard';

export const FulfillmentScreen = ({
  order,
  fulfillment,
}: {
  order: Order & RaRecord;
  fulfillment?: Fulfillment & RaRecord;
}) => {
  const translate = useTranslate();
  const { save, destroy, deleting } = useFulfillmentSave(order.id, fulfillment);
  const [confirming, setConfirming] = useState(false);
  const title = fulfillment
    ? translate('resources.fulfillments.edit_title', { name: fulfillment.name })
    : translate('resources.fulfillments.create_title', { name: orderName(order) });
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          component={Link}
          to={orderScreens.show({ id: order.id })}
          aria-label={translate('resources.fulfillments.back')}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Box>
      <FulfillmentForm
        defaultValues={{
          lines: fulfillmentLines(order, fulfillment),
          tracking_number: fulfillment?.tracking_number ?? '',
          tracking_company: fulfillment?.tracking_company ?? '',
          tracking_url: fulfillment?.tracking_url ?? '',
          notify: fulfillment?.notify ?? false,
        }}
        onSubmit={save}
        submitLabel={fulfillment ? 'ra.action.save' : 'resources.fulfillments.submit'}
        actions={
          fulfillment && (
            <Button
              label="ra.action.delete"
              color="error"
              onClick={() => setConfirming(true)}
              disabled={deleting}
              sx={{ ml: 'auto' }}
            />
          )
        }
      />
      <Confirm
        isOpen={confirming}
        title="resources.fulfillments.delete_title"
        content="app.message.delete_confirm"
        translateOptions={{ name: fulfillment?.name ?? '' }}
        onConfirm={() => {
          setConfirming(false);
          destroy();
        }}
        onClose={() => setConfirming(false)}
      />
      {/* Issue 27: a saved fulfillment's versions (it has no version number: shown, not restorable). */}
      {fulfillment && (
        <ResourceContextProvider value="fulfillments">
          <RecordContextProvider value={fulfillment}>
            <HistoryCard resource="fulfillments" readOnly />
          </RecordContextProvider>
        </ResourceContextProvider>
      )}
    </Box>
  );
};
