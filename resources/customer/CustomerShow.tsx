/**
 * /customers/:id: name and contact, totals (orders, total spent), address, tags and note,
 * and the customer's orders; edit, and delete after 'This can't be undone'.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, Grid, Typography } from '@mui/material';
import { Button, DeleteButton, ShowBase, Title, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { AddressLines } from '../../src/components/AddressLines';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { SectionCard } from '../../src/components/SectionCard';
import { useShopMoney } from '../../src/components/useShopMoney';
import { customerScreens } from './customer.resource';
import type { Customer } from './customer.schema';
import { CustomerOrders } from './CustomerOrders';
import { useDateFormat } from '../../src/components/useShopTime';

const Figure = ({ label, value }: { label: string; value: string }) => {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate(label)}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
};

const CustomerView = () => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const navigate = useNavigate();
  const money = useShopMoney().format;
  const { record, isPending, error } = useShowContext<Customer & RaRecord>();
  if (isPending) return <PageLoading />;
  if (error || !record) return <OrderLoadError message="resources.customers.load_error" />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={record.name} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {record.name}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          <Button label="ra.action.edit" onClick={() => navigate(customerScreens.edit({ id: record.id }))}>
            <EditIcon />
          </Button>
          <DeleteButton record={record} redirect={customerScreens.list} />
        </Box>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard title="resources.customers.detail.summary">
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <Figure label="resources.customers.fields.total_orders" value={String(record.total_orders)} />
              <Figure
                label="resources.customers.fields.total_spent"
                value={money(record.total_spent, record.currency)}
              />
              <Figure label="resources.customers.fields.created_at" value={date(record.created_at)} />
            </Box>
          </SectionCard>
          <CustomerOrders />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="resources.customers.form.contact">
            <Typography variant="body2">{record.email}</Typography>
            {record.phone && <Typography variant="body2">{record.phone}</Typography>}
            {record.company && <Typography variant="body2">{record.company}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {translate(
                record.accepts_marketing
                  ? 'resources.customers.detail.marketing_yes'
                  : 'resources.customers.detail.marketing_no',
              )}
            </Typography>
          </SectionCard>
          <SectionCard title="resources.customers.form.address">
            <AddressLines
              address={
                record.address && { first_name: null, last_name: null, phone: null, company: null, ...record.address }
              }
            />
          </SectionCard>
          <SectionCard title="resources.customers.form.organization">
            <Typography
              variant="body2"
              color={record.note ? undefined : 'text.secondary'}
              sx={{ whiteSpace: 'pre-wrap', mb: 1 }}
            >
              {record.note || translate('resources.customers.detail.no_note')}
            </Typography>
            {record.tags.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.customers.detail.no_tags')}
              </Typography>
            ) : (
              <Box
                sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
                role="list"
                aria-label={translate('resources.customers.fields.tags')}
              >
                {record.tags.map((t) => (
                  <Chip key={t} size="small" label={t} role="listitem" />
                ))}
              </Box>
            )}
          </SectionCard>
        </Grid>
      </Grid>
    </Box>
  );
};

export const CustomerShow = () => {
  const { id = '' } = useParams();
  return (
    <ShowBase id={id} redirectOnError={false}>
      <CustomerView />
    </ShowBase>
  );
};
