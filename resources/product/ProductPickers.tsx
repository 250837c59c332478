/**
 * The product form's autocompletes (tags, collections, option values): loaded on first use
 * through LazyInput (ProductOrganizationInputs, ProductOptionsInput), not with the screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  TextArrayInput,
  useDataProvider,
  type TextArrayInputProps,
} from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { productRoutes } from './product.routes';

export function useProductTags(q: string) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: ['products', 'tags', q],
    queryFn: ({ signal }) =>
      dataProvider
        .call(productRoutes.tags, { query: { ...(q ? { q } : {}), limit: 20 }, signal })
        .then((answer) => answer.data),
    staleTime: 60_000,
  });
}

/** Tags as chips, suggested from the shop's tags (GET …/tags) as the merchant types. */
export const ProductTagsPicker = () => {
  const [q, setQ] = useState('');
  const { data: suggestions = [] } = useProductTags(q.trim());
  return (
    <TextArrayInput
      source="tags"
      options={suggestions}
      filterSelectedOptions
      onInputChange={(_event, value) => setQ(value)}
      helperText="resources.products.form.tags_help"
      fullWidth
    />
  );
};

export const ProductCollectionsPicker = () => (
  <ReferenceArrayInput
    source="collections"
    reference="collections"
    sort={{ field: 'title', order: 'ASC' }}
    perPage={100}
  >
    <AutocompleteArrayInput optionText="title" fullWidth />
  </ReferenceArrayInput>
);

/** One option's values as chips (each confirmed with Enter). */
export const ProductOptionValuesPicker = (props: TextArrayInputProps) => <TextArrayInput {...props} fullWidth />;
