/** A new offer, `/discounts/boost-sell/create` or `/apps/{boost_sell}/create` (that kind's defaults): a draft. */
import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { isBoostSellSlug, offerScreensOf, slugFilter } from './offer.resource';
import { OfferBody } from './offer.schema';
import { OfferInputs } from './OfferInputs';

const resolver = zodResolver(OfferBody);

export const OfferCreate = () => {
  const { boost_sell } = useParams();
  const slug = isBoostSellSlug(boost_sell) ? boost_sell : undefined;
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
  return (
    <Create
      title="resources.offers.page.create"
      redirect={(_r?: string, newId?: string | number) => offerScreensOf(slug).edit(newId ?? '')}
    >
      <SimpleForm resolver={resolver} defaultValues={defaults} warnWhenUnsavedChanges>
        <OfferInputs />
      </SimpleForm>
    </Create>
  );
};
