/** /discounts/create?kind=code|automatic: a new discount code or automatic discount. */
import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { discountScreens } from './discount.resource';
import { DiscountBody } from './discount.schema';
import { DiscountInputs } from './DiscountInputs';

const resolver = zodResolver(DiscountBody);

export const DiscountCreate = () => {
  const kind = useSearchParams()[0].get('kind') === 'automatic' ? 'automatic' : 'code';
  // Stable across renders: a new object (a new start date) each render would reset the form in a loop.
  const defaults = useMemo(
    () => ({
      kind,
      code: '',
      name: '',
      type: 'percent',
      value: null,
      applies_to: 'entire_order',
      product_ids: [],
      collection_ids: [],
      excluded_product_ids: [],
      excluded_collection_ids: [],
      country_mode: 'all',
      country_codes: [],
      minimum_requirement: 'none',
      minimum_value: null,
      eligibility: 'everyone',
      customer_emails: [],
      usage_limit: null,
      once_per_customer: false,
      starts_at: new Date().toISOString(),
      ends_at: null,
      independent: false,
      exclude_discounted: false,
      active: true,
    }),
    [kind],
  );
  return (
    <Create
      redirect={(_r?: string, id?: string | number) => discountScreens.edit({ id: id ?? '' })}
      title={`resources.discounts.page.create_${kind}`}
    >
      <SimpleForm key={kind} resolver={resolver} defaultValues={defaults} warnWhenUnsavedChanges>
        <DiscountInputs />
      </SimpleForm>
    </Create>
  );
};
