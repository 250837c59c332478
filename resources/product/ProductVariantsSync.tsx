/**
 * Keeps `variants` equal to the cartesian product of the options: when the combinations
 * change, the matrix is rebuilt, keeping what was typed for combinations that remain.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buildVariants, sameCombinations, type OptionInput, type VariantInput } from './product.variants';

export const ProductVariantsSync = () => {
  const { getValues, setValue } = useFormContext();
  const options = useWatch({ name: 'options' }) as OptionInput[] | undefined;
  useEffect(() => {
    const current = getValues('variants') as VariantInput[] | undefined;
    const next = buildVariants(options, current, { price: getValues('price') as number | null });
    if (!sameCombinations(current, next)) setValue('variants', next, { shouldDirty: true });
  }, [options, getValues, setValue]);
  return null;
};
