/**
 * The draft order form (new and saved drafts) inside react-admin's Create/Edit, which save
 * it: customer, lines, addresses, payment, shipping, note and a discount code. The totals
 * shown are the gateway's, from the last save. A 400 lands on the fields; leaving with
 * unsaved changes asks first (SPEC §4).
 */
import { Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { AutocompleteInput, Form, ReferenceInput } from 'react-admin';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { SubmitButton } from '../../src/components/SubmitButton';
import { toFormErrors, zodResolver } from '../../src/lib/zodResolver';
import { DraftUpdateBody } from './draft.schema';
import { customerErrorOnPicker } from './order.draft';
import { OrderDraftAddresses } from './OrderDraftAddresses';
import { OrderDraftLines } from './OrderDraftLines';
import { OrderDraftSummary } from './OrderDraftSummary';
import { SectionCard } from '../../src/components/SectionCard';

const schemaResolver = zodResolver(DraftUpdateBody);
/** The customer's error on the picker; no line at all is SPEC §5 "is required." (zod's min says "invalid"). */
const resolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = customerErrorOnPicker(result.errors);
  if (!values.items?.length) Object.assign(errors, toFormErrors({ items: { message: 'app.validation.list' } }));
  return { values: result.values, errors } as ResolverResult<FieldValues>;
};

export const DRAFT_DEFAULTS = {
  customer_id: null,
  items: [],
  payment_method: 'cod',
  shipping_price: null,
  note: '',
  tags: [],
  code: '',
  gift_card: '',
  shipping_address: null,
  billing_address: null,
  billing_same_as_shipping: true,
};

const customerText = (c?: { name?: string; email?: string }) => (c ? `${c.name ?? ''} <${c.email ?? ''}>` : '');

export const OrderDraftForm = ({ isNew, actions }: { isNew: boolean; actions?: ReactNode }) => (
  <Form resolver={resolver} defaultValues={isNew ? DRAFT_DEFAULTS : undefined} warnWhenUnsavedChanges noValidate>
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <SectionCard title="resources.orders.fields.customer">
          <ReferenceInput source="customer_id" reference="customers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput
              label="resources.orders.draft.find_customer"
              optionText={customerText}
              filterToQuery={(q) => ({ q })}
              fullWidth
            />
          </ReferenceInput>
        </SectionCard>
        <OrderDraftLines />
        <OrderDraftAddresses />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <OrderDraftSummary isNew={isNew} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SubmitButton label="resources.draft_orders.editor.save" />
          {actions}
        </Stack>
      </Grid>
    </Grid>
  </Form>
);
