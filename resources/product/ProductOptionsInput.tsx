/**
 * Up to three options (Size, Color, ...), each with its values as chips. The variant
 * matrix below is regenerated from them (ProductVariantsSync).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { LazyInput, lazyInput } from '../../src/inputs/LazyInput';
import { MAX_OPTIONS } from './product.limits';
import { SectionCard } from '../../src/components/SectionCard';
import { ProductVariantMatrix } from './ProductVariantMatrix';
import { ProductVariantsSync } from './ProductVariantsSync';

/** The values' chips input loads on first use (issue 16); the chips show before. */
const valuesPicker = lazyInput(() => import('./ProductPickers').then((m) => m.ProductOptionValuesPicker));

const OptionValuesInput = ({ index, label }: { index: number; label: string }) => {
  const source = `options.${index}.values`;
  const values = (useWatch({ name: source }) as string[] | undefined) ?? [];
  const helperText = 'resources.products.form.option_values_help';
  return (
    <LazyInput
      input={valuesPicker}
      props={{ source, label, helperText }}
      source={source}
      label={label}
      names={values}
      multiple
      fullWidth
      helperText={helperText}
      sx={{ flex: 2 }}
    />
  );
};

export const ProductOptionsInput = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'options' });
  return (
    <SectionCard headingStyle="title" title="resources.products.form.variants">
      <ProductVariantsSync />
      {fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source={`options.${index}.name`}
            label={translate('resources.products.form.option_name', { n: index + 1 })}
            sx={{ flex: 1 }}
          />
          <OptionValuesInput
            index={index}
            label={translate('resources.products.form.option_values', { n: index + 1 })}
          />
          <Tooltip title={translate('resources.products.form.remove_option', { n: index + 1 })}>
            <IconButton
              aria-label={translate('resources.products.form.remove_option', { n: index + 1 })}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      {fields.length < MAX_OPTIONS && (
        <Button startIcon={<AddIcon />} onClick={() => append({ name: '', values: [] })}>
          {translate('resources.products.form.add_option')}
        </Button>
      )}
      <ProductVariantMatrix />
    </SectionCard>
  );
};
