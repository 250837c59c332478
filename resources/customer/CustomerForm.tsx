/**
 * The customer form: validated in the browser with the gateway's own schema (SPEC §5:
 * names 2 to under 50, e-mail, phone, address under 100, city under 50, the zip rule);
 * a gateway 400 puts its messages on the fields; nothing typed is lost; leaving with
 * unsaved changes asks first (SPEC §4).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../src/components/SubmitButton';
import { zodResolver } from '../../src/lib/zodResolver';
import { CustomerBody } from './customer.schema';
import { CustomerInputs } from './CustomerInputs';

const resolver = zodResolver(CustomerBody);

const BackLink = ({ to }: { to: string }) => {
  const translate = useTranslate();
  return (
    <IconButton component={Link} to={to} aria-label={translate('resources.customers.form.back')}>
      <ArrowBackIcon />
    </IconButton>
  );
};

export const CUSTOMER_DEFAULTS = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  tags: [],
  note: '',
  accepts_marketing: false,
  address: { address: '', apartment: '', city: '', province: '', country_code: '', zip_code: '' },
};

/** A record as the form edits it: an empty address rather than null. */
export const customerFormValues = (record: Record<string, unknown> | undefined) =>
  record
    ? {
        ...CUSTOMER_DEFAULTS,
        ...record,
        address: { ...CUSTOMER_DEFAULTS.address, ...((record.address as object | null) ?? {}) },
      }
    : CUSTOMER_DEFAULTS;

/** The schema's output keeps a blank address as all-null parts: the body sends null instead (Create/Edit transform). */
export function customerBody(values: Record<string, unknown>) {
  const address = values.address as Record<string, unknown> | null | undefined;
  const blank = !address || Object.values(address).every((v) => v === null || v === undefined || v === '');
  return { ...values, address: blank ? null : address };
}

/** Inside react-admin's <Create>/<Edit>: their save, with customerBody as transform. */
export const CustomerForm = ({
  defaultValues,
  actions,
  heading,
  backTo,
}: {
  defaultValues: Record<string, unknown>;
  actions?: ReactNode;
  /** The page's heading, already translated. */
  heading: string;
  backTo: string;
}) => (
  <Form resolver={resolver} defaultValues={defaultValues} record={{}} warnWhenUnsavedChanges noValidate>
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={heading} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <BackLink to={backTo} />
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
      </Box>
      <CustomerInputs />
      <Stack
        direction="row"
        spacing={1}
        sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}
      >
        <SubmitButton label="ra.action.save" />
        {actions}
      </Stack>
    </Box>
  </Form>
);
