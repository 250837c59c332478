/**
 * Up to three options (Size, Color, ...), each with its values as chips. The variant
 * matrix below is regenerated from them (ProductVariantsSync).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { TextArrayInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { MAX_OPTIONS } from './product.limits';
import { ProductSection } from './ProductSection';
import { ProductVariantMatrix } from './ProductVariantMatrix';
import { ProductVariantsSync } from './ProductVariantsSync';

export const ProductOptionsInput = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'options' });
  return (
    <ProductSection title="resources.products.form.variants">
      <ProductVariantsSync />
      {fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source={`options.${index}.name`}
            label={translate('resources.products.form.option_name', { n: index + 1 })}
            sx={{ flex: 1 }}
          />
          <TextArrayInput
            source={`options.${index}.values`}
            label={translate('resources.products.form.option_values', { n: index + 1 })}
            helperText="resources.products.form.option_values_help"
            sx={{ flex: 2 }}
          />
          <Tooltip title={translate('resources.products.form.remove_option', { n: index + 1 })}>
            <IconButton aria-label={translate('resources.products.form.remove_option', { n: index + 1 })}
              onClick={() => remove(index)} sx={{ mt: 1 }}>
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
    </ProductSection>
  );
};
