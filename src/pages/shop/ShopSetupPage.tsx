/**
 * /shop/setup: the current shop's details in the shared form (PUT /shop/api/{id}, any
 * subset of fields). Field refusals from the gateway (e.g. currency locked after the
 * first sale) show on their fields.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Form, ResourceContextProvider, Title, useNotify, useTranslate, useUpdate } from 'react-admin';
import { ShopUpdateBody } from '../../../resources/shop/shop.schema';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentShop, type ShopRecord } from '../../components/useCurrentShop';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { zodResolver } from '../../lib/zodResolver';
import { ShopDetailsInputs } from './ShopDetailsInputs';
import { ShopFormToolbar } from './ShopFormToolbar';

const resolver = zodResolver(ShopUpdateBody);

export const ShopSetupPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const onFailure = useSubmitFailure();
  const { data: shop, isPending, error, shopId } = useCurrentShop();
  const [update] = useUpdate<ShopRecord>('shops', undefined, { mutationMode: 'pessimistic', returnPromise: true });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await update('shops', { id: shopId, data: values, previousData: shop });
      notify('app.message.update_success', { type: 'success' });
    } catch (failure) {
      return onFailure(failure);
    }
    return undefined;
  };

  return (
    <ResourceContextProvider value="shops">
      <Title title="app.shop_form.setup_title" />
      <Card sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.shop_form.setup_subtitle')}
          </Typography>
          {isPending && <PageLoading />}
          {error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
          {shop && (
            <Form record={shop} onSubmit={submit} resolver={resolver} warnWhenUnsavedChanges noValidate>
              <ShopDetailsInputs unchangedName={shop.name} />
              <ShopFormToolbar submitLabel="ra.action.save" />
            </Form>
          )}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};
