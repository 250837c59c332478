/** /setting/shipping: the shop's zones (countries, rates and methods at a glance) and the quote tester. */
import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import { Button, DataTable, FunctionField, List, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { MAX_ZONES_PER_SHOP } from './shipping.limits';
import { shippingCreatePath, shippingEditPath } from './shipping.paths';
import type { Shipping } from './shipping.schema';
import { ShippingQuote } from './ShippingQuote';

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to={shippingCreatePath()} label="resources.shipping_zones.create">
      <AddIcon />
    </Button>
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <>
      <Actions />
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('resources.shipping_zones.empty')}
      </Typography>
    </>
  );
};

export const ShippingPage = () => {
  const translate = useTranslate();
  const countries = (z: Shipping) =>
    z.country_mode === 'exclude'
      ? translate('resources.shipping_zones.all_except', { smart_count: z.country_codes.length })
      : `${z.country_codes.slice(0, 6).join(', ')}${z.country_codes.length > 6 ? '…' : ''}`;
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mt: 2 }}>
        {translate('resources.shipping_zones.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.shipping_zones.help')}
      </Typography>
      <List
        resource="shipping_zones"
        title="resources.shipping_zones.title"
        actions={<Actions />}
        empty={<Empty />}
        perPage={MAX_ZONES_PER_SHOP}
        pagination={false}
        sort={{ field: 'created_at', order: 'ASC' }}
        disableSyncWithLocation
      >
        <DataTable rowClick={(id: Identifier) => shippingEditPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="country_codes" label="resources.shipping_zones.fields.country_mode">
            <FunctionField<Shipping> render={countries} />
          </DataTable.Col>
          <DataTable.Col source="methods" label="resources.shipping_zones.fields.methods">
            <FunctionField<Shipping>
              render={(z) =>
                translate('resources.shipping_zones.summary', {
                  rates: translate('resources.shipping_zones.rates_count', {
                    smart_count: z.price_rates.length + z.product_rates.length,
                  }),
                  methods: translate('resources.shipping_zones.methods_count', { smart_count: z.methods.length }),
                })
              }
            />
          </DataTable.Col>
        </DataTable>
      </List>
      <ShippingQuote />
    </>
  );
};
