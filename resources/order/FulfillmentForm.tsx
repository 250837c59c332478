/**
 * Lines with quantities and tracking (number, company, link), and whether to mail the
 * customer. Checked in the browser with the gateway's limits; a 400 lands on the rows.
 */
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, Form, TextInput } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { SubmitButton } from '../../src/components/SubmitButton';
import { toFormErrors } from '../../src/lib/zodResolver';
import { SectionCard } from '../../src/components/SectionCard';
import { checkFulfillment, type FulfillmentFormValues } from './fulfillment.form';
import { FulfillmentLinesInput } from './FulfillmentLinesInput';

const resolver: Resolver<FieldValues> = async (values) => {
  const errors = checkFulfillment(values as FulfillmentFormValues);
  return Object.keys(errors).length ? { values: {}, errors: toFormErrors(errors) } : { values, errors: {} };
};

export interface FulfillmentFormProps {
  defaultValues: FulfillmentFormValues;
  onSubmit: (values: FulfillmentFormValues) => Promise<unknown>;
  submitLabel: string;
  actions?: ReactNode;
}

export const FulfillmentForm = ({ defaultValues, onSubmit, submitLabel, actions }: FulfillmentFormProps) => (
  <Form
    resolver={resolver}
    defaultValues={defaultValues}
    record={{}}
    warnWhenUnsavedChanges
    noValidate
    onSubmit={onSubmit as (values: FieldValues) => Promise<void>}
  >
    <SectionCard title="resources.fulfillments.items">
      <FulfillmentLinesInput />
    </SectionCard>
    <SectionCard title="resources.fulfillments.tracking">
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput source="tracking_number" label="resources.fulfillments.fields.tracking_number" />
        <TextInput source="tracking_company" label="resources.fulfillments.fields.tracking_company" />
      </Box>
      <TextInput source="tracking_url" label="resources.fulfillments.fields.tracking_url" fullWidth />
      <BooleanInput source="notify" label="resources.fulfillments.fields.notify" />
    </SectionCard>
    <Stack direction="row" spacing={1}>
      <SubmitButton label={submitLabel} />
      {actions}
    </Stack>
  </Form>
);
