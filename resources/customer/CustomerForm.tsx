/**
 * The customer form: validated in the browser with the declared fields' schema, the gateway's
 * own (SPEC §5: names 2 to under 50, e-mail, phone, address under 100, city under 50, the zip rule);
 * a gateway 400 puts its messages on the fields; nothing typed is lost; leaving with
 * unsaved changes asks first (SPEC §4).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../src/components/SubmitButton';
import { declaredBody, declaredFormValues } from '../../src/components/declared/declaredDefaults';
import { declaredResolvers } from '../../src/components/declared/declaredSchemas';
import { customer } from './customer.resource';
import { CustomerInputs } from './CustomerInputs';

// The declared create body's rules, on edit too (the form sends every field).
const resolver = declaredResolvers(customer).create;

const BackLink = ({ to }: { to: string }) => {
  const translate = useTranslate();
  return (
    <IconButton component={Link} to={to} aria-label={translate('resources.customers.form.back')}>
      <ArrowBackIcon />
    </IconButton>
  );
};

/** A new customer's values, and a customer as the form edits it (an address kept as none: its blank parts). */
export const customerFormValues = (record?: Record<string, unknown>) => declaredFormValues(customer, record);

/** A blank address is sent as none (Create/Edit transform). */
export const customerBody = (values: Record<string, unknown>) => declaredBody(customer, values);

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
