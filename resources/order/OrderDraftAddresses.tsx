/**
 * Shipping and billing addresses of a draft: the chosen customer's default address fills
 * the shipping address (editable); billing is the same unless the merchant says otherwise.
 */
import { Grid, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Customer } from '../customer/customer.schema';
import { SectionCard } from '../../src/components/SectionCard';

const FIELDS = [
  ['first_name', 6],
  ['last_name', 6],
  ['company', 6],
  ['phone', 6],
  ['address', 12],
  ['apartment', 12],
  ['city', 6],
  ['province', 6],
  ['country_code', 6],
  ['zip_code', 6],
] as const;

/** The customer's address with who receives it, as the form holds it. */
export const addressOf = (c: Customer) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  company: c.company ?? '',
  phone: c.phone ?? '',
  address: c.address?.address ?? '',
  apartment: c.address?.apartment ?? '',
  city: c.address?.city ?? '',
  province: c.address?.province ?? '',
  country_code: c.address?.country_code ?? '',
  zip_code: c.address?.zip_code ?? '',
});

const AddressInputs = ({ prefix }: { prefix: 'shipping_address' | 'billing_address' }) => (
  <Grid container columnSpacing={2}>
    {FIELDS.map(([field, size]) => (
      <Grid key={field} size={{ xs: 12, sm: size }}>
        <TextInput
          source={`${prefix}.${field}`}
          label={`resources.draft_orders.address.${field}`}
          fullWidth
          helperText={false}
        />
      </Grid>
    ))}
  </Grid>
);

/** When the merchant picks another customer, their default address becomes the shipping address. */
const CustomerAddressFiller = () => {
  const { setValue, getValues } = useFormContext();
  const customerId = useWatch({ name: 'customer_id' }) as string | null;
  const filledFor = useRef<string | null | undefined>(
    getValues('customer_id') && getValues('shipping_address') ? getValues('customer_id') : undefined,
  );
  const { data: customer } = useGetOne<Customer & { id: string }>(
    'customers',
    { id: customerId ?? '' },
    { enabled: !!customerId },
  );
  useEffect(() => {
    if (!customer || customer.id !== customerId || filledFor.current === customer.id) return;
    filledFor.current = customer.id;
    if (customer.address && Object.values(customer.address).some(Boolean)) {
      setValue('shipping_address', addressOf(customer), { shouldDirty: true });
    }
  }, [customer, customerId, setValue]);
  return null;
};

export const OrderDraftAddresses = () => {
  const translate = useTranslate();
  const same = useWatch({ name: 'billing_same_as_shipping' }) as boolean | undefined;
  return (
    <SectionCard title="resources.draft_orders.editor.shipping_address">
      <CustomerAddressFiller />
      <AddressInputs prefix="shipping_address" />
      <BooleanInput source="billing_same_as_shipping" helperText={false} />
      {same === false && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {translate('resources.draft_orders.editor.billing_address')}
          </Typography>
          <AddressInputs prefix="billing_address" />
        </>
      )}
    </SectionCard>
  );
};
