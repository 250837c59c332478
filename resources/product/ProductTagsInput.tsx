/** Tags as chips, suggested from the shop's tags (GET …/tags) as the merchant types. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextArrayInput, useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { productRoutes } from './product.routes';

export function useProductTags(q: string) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: ['products', 'tags', q],
    queryFn: ({ signal }) => dataProvider
      .call(productRoutes.tags, { query: { ...(q ? { q } : {}), limit: 20 }, signal })
      .then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export const ProductTagsInput = () => {
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
