/**
 * /orders/draft: an order for a customer (autocomplete on customers) from products and
 * variants with quantities; the totals follow as lines change; Create sends it (with the
 * shop's prefix and suffix, SPEC §7) and opens the new order. A 400 lands on the fields;
 * leaving with unsaved lines asks first (SPEC §4).
 */
import { Box, Grid, Stack, Typography } from '@mui/material';
import { AutocompleteInput, Form, ReferenceInput, Title, useTranslate } from 'react-admin';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { SubmitButton } from '../../src/components/SubmitButton';
import { toFormErrors, zodResolver } from '../../src/lib/zodResolver';
import { OrderCreateBody } from './order.schema';
import { OrderDraftLines } from './OrderDraftLines';
import { OrderDraftSummary } from './OrderDraftSummary';
import { OrderSection } from './OrderSection';
import { customerErrorOnPicker, useOrderCreate } from './useOrderCreate';

const schemaResolver = zodResolver(OrderCreateBody);
/** The customer's error on the picker; no line at all is SPEC §5 "is required." (zod's min says "invalid"). */
const resolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = customerErrorOnPicker(result.errors);
  if (!values.items?.length) Object.assign(errors, toFormErrors({ items: { message: 'app.validation.list' } }));
  return { values: result.values, errors } as ResolverResult<FieldValues>;
};

const DRAFT_DEFAULTS = {
  customer_id: null, items: [], payment_method: 'cod', payment_status: 'unpaid', discount: null, shipping: null, note: '', tags: [],
};

const customerText = (c?: { name?: string; email?: string }) => (c ? `${c.name ?? ''} <${c.email ?? ''}>` : '');

export const OrderDraftPage = () => {
  const translate = useTranslate();
  const onSubmit = useOrderCreate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="resources.orders.draft.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('resources.orders.draft.title')}</Typography>
      <Form resolver={resolver} onSubmit={onSubmit} defaultValues={DRAFT_DEFAULTS} record={{}} warnWhenUnsavedChanges noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <OrderSection title="resources.orders.fields.customer">
              <ReferenceInput source="customer_id" reference="customers" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput label="resources.orders.draft.find_customer" optionText={customerText}
                  filterToQuery={(q) => ({ q })} fullWidth />
              </ReferenceInput>
            </OrderSection>
            <OrderDraftLines />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OrderDraftSummary />
            <Stack direction="row">
              <SubmitButton label="resources.orders.draft.submit" />
            </Stack>
          </Grid>
        </Grid>
      </Form>
    </Box>
  );
};
