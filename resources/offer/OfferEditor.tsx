/**
 * The offer form: `/discounts/boost-sell/create`, `/discounts/boost-sell/{id}`,
 * `/apps/{boost_sell}/create` and `/apps/{boost_sell}/edit/{id}`. New offers start as drafts.
 */
import { useMemo } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { isBoostSellSlug, offerEditPath, offerListPath, slugFilter } from './offer.paths';
import { OfferBody, OfferUpdateBody } from './offer.schema';
import { OfferInputs } from './OfferInputs';

const createResolver = zodResolver(OfferBody);
const updateResolver = zodResolver(OfferUpdateBody);

export const OfferEditor = () => {
  const { boost_sell, action, id } = useParams();
  const slug = isBoostSellSlug(boost_sell) ? boost_sell : undefined;
  const recordId = slug ? id : (action ?? id);
  const creating = !recordId || recordId === 'create' || action === 'create';
  const defaults = useMemo(
    () => ({
      name: '',
      title: '',
      message: '',
      type: 'in_cart',
      kind: 'cross_sell',
      target_type: 'products',
      target_ids: [],
      recommended_ids: [],
      displayed_quantity: 1,
      minimum_quantity: 0,
      discount_type: 'percent',
      discount_value: 0,
      status: 'draft',
      ...slugFilter(slug),
    }),
    [slug],
  );
  if (creating) {
    return (
      <Create
        resource="offers"
        title="resources.offers.page.create"
        redirect={(_r?: string, newId?: string | number) => offerEditPath(newId ?? '', slug)}
      >
        <SimpleForm resolver={createResolver} defaultValues={defaults} warnWhenUnsavedChanges>
          <OfferInputs />
        </SimpleForm>
      </Create>
    );
  }
  const toolbar = (
    <Toolbar>
      <SaveButton />
      <DeleteButton redirect={offerListPath(slug)} sx={{ ml: 'auto' }} />
    </Toolbar>
  );
  return (
    <Edit
      resource="offers"
      id={recordId}
      mutationMode="pessimistic"
      redirect={false}
      title="resources.offers.page.edit"
    >
      <SimpleForm resolver={updateResolver} warnWhenUnsavedChanges toolbar={toolbar}>
        <OfferInputs />
      </SimpleForm>
    </Edit>
  );
};
