/**
 * Keeps `variants` equal to the cartesian product of the options: when the combinations
 * change, the matrix is rebuilt, keeping what was typed for combinations that remain.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buildVariants, sameCombinations, type OptionInput, type VariantInput } from './product.variants';

export const ProductVariantsSync = () => {
  const { getValues, setValue, getFieldState, reset, formState } = useFormContext();
  const options = useWatch({ name: 'options' }) as OptionInput[] | undefined;
  useEffect(() => {
    const current = getValues('variants') as VariantInput[] | undefined;
    const next = buildVariants(options, current, { price: getValues('price') as number | null });
    if (sameCombinations(current, next)) return;
    // Options as loaded (a product saved with options but no variants): the matrix is what
    // the record means, not an edit, so leaving the untouched form asks nothing.
    if (!getFieldState('options').isDirty)
      reset({ ...formState.defaultValues, variants: next }, { keepDirtyValues: true });
    else setValue('variants', next, { shouldDirty: true });
  }, [options, getValues, setValue, getFieldState, reset, formState]);
  return null;
};
