/**
 * /shop/create: a new shop from the shared details form (POST /shop/api/init); the new
 * shop becomes the current one and the dashboard opens. Sensible defaults come from
 * the account and the browser (e-mail, country, time zone, UI language; USD per SPEC §9).
 * Started from another shop (`?from=<shop>` preselects it), the copy is started once the shop
 * exists and /shop/clone follows it (issue 26 item 4).
 */
import { Paper } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Form,
  ResourceContextProvider,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useLocaleState,
  useNotify,
} from 'react-admin';
import { ShopCreateBody } from '../../../resources/shop/shop.schema';
import { PageLoading } from '../../components/PageLoading';
import type { ShopRecord } from '../../components/useCurrentShop';
import { useSelectShop } from '../../components/useSelectShop';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { ShopLayout } from '../../layouts/ShopLayout';
import { DEFAULT_CURRENCY } from '../../../core/countries';
import { zodResolver } from '../../lib/zodResolver';
import { ShopDetailsInputs } from './ShopDetailsInputs';
import { ShopFormToolbar } from './ShopFormToolbar';
import { ShopPageHeading } from './ShopPageHeading';
import { browserCountry, browserTimezone } from '../../components/shopChoices';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { DEFAULT_CLONE_PARTS } from '../../../resources/shop/shopClone.parts';
import { SHOP_LIST_PARAMS } from '../../components/shopList';
import { rateFrom, ShopCloneOptions, type CloneChoice } from './ShopCloneOptions';
import { rateProblem } from './shopClone.rate';
import type { ValidationMessage } from '../../../core/validation';
import { startClone } from './shopClone.calls';

const resolver = zodResolver(ShopCreateBody);

const ShopCreateForm = ({ email }: { email: string }) => {
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [params] = useSearchParams();
  const [clone, setClone] = useState<CloneChoice>({
    source: params.get('from') ?? '',
    parts: DEFAULT_CLONE_PARTS,
    rate: '',
  });
  const [rateError, setRateError] = useState<ValidationMessage>();
  const { data: shops = [] } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS);
  const notify = useNotify();
  const selectShop = useSelectShop();
  const onFailure = useSubmitFailure();
  // Computed once: a language switch while typing must not reset the form.
  const defaults = useMemo(
    () => ({
      name: '',
      email,
      phone: '',
      legal_name_of_business: '',
      address: '',
      apartment: '',
      city: '',
      province: '',
      country_code: browserCountry(),
      zip_code: '',
      timezone: browserTimezone(),
      currency: DEFAULT_CURRENCY,
      language: locale === 'vi' ? 'vi' : 'en',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language at the start only: a switch while typing keeps the form
    [email],
  );

  const submit = async (values: Record<string, unknown>) => {
    // Checked before the shop is made: a clone refused afterwards would leave it empty.
    const needsRate = Boolean(clone.source && rateFrom(shops, clone, values.currency));
    const problem = needsRate ? rateProblem(clone.rate) : undefined;
    setRateError(problem);
    if (problem) return undefined;
    try {
      const { data } = await dataProvider.create<ShopRecord>('shops', { data: values });
      notify('app.shop_form.created', { type: 'success' });
      if (!clone.source || !clone.parts.length) {
        await selectShop(data);
        return undefined;
      }
      try {
        await startClone(
          dataProvider,
          String(data.id),
          clone.source,
          clone.parts,
          needsRate ? Number(clone.rate) : null,
        );
      } catch {
        // The shop is there either way: say so, and open it as an empty one.
        notify('app.shop_clone.start_failed', { type: 'error' });
      }
      await selectShop(data, '/shop/clone', { replace: true });
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <Form onSubmit={submit} resolver={resolver} defaultValues={defaults} warnWhenUnsavedChanges noValidate>
      <ShopCloneOptions value={clone} onChange={setClone} rateError={rateError} />
      <ShopDetailsInputs />
      <ShopFormToolbar submitLabel="app.shop_form.submit_create" backTo="/shop/select" />
    </Form>
  );
};

const ShopCreateContent = () => {
  const { identity, isPending } = useGetIdentity();
  // Read once: selecting the new shop clears every cached answer, the identity too, and
  // the form must stay mounted until the navigation it started has gone through.
  const email = useRef<string | undefined>(undefined);
  if (email.current === undefined && !isPending) email.current = String(identity?.email ?? '');
  return (
    <>
      <ShopPageHeading title="app.shop_form.create_title" subtitle="app.shop_form.create_subtitle" />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {email.current === undefined ? <PageLoading /> : <ShopCreateForm email={email.current} />}
      </Paper>
    </>
  );
};

export const ShopCreatePage = () => (
  <ShopLayout>
    <ResourceContextProvider value="shops">
      <ShopCreateContent />
    </ResourceContextProvider>
  </ShopLayout>
);
