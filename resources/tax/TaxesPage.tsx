/**
 * /setting/taxes: prices include tax or not, shipping taxed or not, and a rate per country
 * (and region). Saved with our PUT /tax/api/{shop} (SPEC §7 has no tax call), with the version read.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  Form,
  Loading,
  NumberInput,
  ResourceContextProvider,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { zodResolver } from '../../src/lib/zodResolver';
import { useCountryChoices } from '../../src/components/useCountryChoices';
import { taxRoutes } from './tax.routes';
import { TaxBody, type TaxSettings } from './tax.schema';

const resolver = zodResolver(TaxBody);
const f = (name: string) => `resources.taxes.fields.${name}`;

export const TaxesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const countries = useCountryChoices();
  const key = ['taxes', getCurrentShopId()];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dp.call(taxRoutes.get, { signal }).then((a) => a.data),
  });
  const save = async (values: Record<string, unknown>) => {
    try {
      const answer = await dp.call(taxRoutes.update, {
        body: { ...(values as Partial<TaxSettings>), version: data?.version },
      });
      queryClient.setQueryData(key, answer.data);
      notify('app.message.update_success', { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message || 'app.message.generic_error', { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="resources.taxes.title" />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('resources.taxes.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.taxes.help')}
        </Typography>
        {isPending ? <Loading /> : null}
        {error ? <Alert severity="error">{translate('app.message.generic_error')}</Alert> : null}
        {data ? (
          <ResourceContextProvider value="taxes">
            <Form key={data.version} defaultValues={data} resolver={resolver} onSubmit={save} warnWhenUnsavedChanges>
              <BooleanInput source="prices_include_tax" label={f('prices_include_tax')} />
              <BooleanInput source="tax_shipping" label={f('tax_shipping')} />
              <ArrayInput source="rates" label={f('rates')}>
                <SimpleFormIterator inline disableReordering>
                  <AutocompleteInput
                    source="country_code"
                    label={f('country_code')}
                    choices={countries}
                    translateChoice={false}
                    helperText={false}
                    sx={{ minWidth: 220 }}
                  />
                  <TextInput source="region" label={f('region')} helperText={false} />
                  <TextInput source="name" label={f('name')} helperText={false} />
                  <NumberInput source="rate" label={f('rate')} helperText={false} />
                </SimpleFormIterator>
              </ArrayInput>
              <SaveButton />
            </Form>
          </ResourceContextProvider>
        ) : null}
      </CardContent>
    </Card>
  );
};
