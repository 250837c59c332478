/** One row per variant: its own price, SKU, quantity and image (one of the product's media). */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NumberInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SelectChoicesInput } from '../../src/inputs/ChoiceInputs';
import { variantTitle, type VariantInput } from './product.variants';

/** No min attributes on the numbers: the schema's SPEC §5 messages speak, not the browser's English bubble (issue 31 item 11). */
export const ProductVariantMatrix = () => {
  const translate = useTranslate();
  const variants = (useWatch({ name: 'variants' }) as VariantInput[] | undefined) ?? [];
  const media = (useWatch({ name: 'media' }) as { url: string }[] | undefined) ?? [];
  if (variants.length === 0) return null;
  const images = media.map((m, i) => ({ id: m.url, name: translate('resources.products.form.image_n', { n: i + 1 }) }));
  const t = (key: string) => translate(`resources.products.fields.${key}`);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.products.form.variant_count', { smart_count: variants.length })}
      </Typography>
      <Table size="small" aria-label={translate('resources.products.form.variant_matrix')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.products.form.variant')}</TableCell>
            <TableCell>{t('price')}</TableCell>
            <TableCell>{t('sku')}</TableCell>
            <TableCell>{t('quantity')}</TableCell>
            <TableCell>{t('image')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant, index) => {
            const name = variantTitle(variant.options ?? []);
            return (
              <TableRow key={name}>
                <TableCell>
                  <Typography variant="body2">{name}</Typography>
                </TableCell>
                <TableCell>
                  <NumberInput source={`variants.${index}.price`} label={t('price')} helperText={false} size="small" />
                </TableCell>
                <TableCell>
                  <TextInput source={`variants.${index}.sku`} label={t('sku')} helperText={false} size="small" />
                </TableCell>
                <TableCell>
                  <NumberInput
                    source={`variants.${index}.quantity`}
                    label={t('quantity')}
                    helperText={false}
                    size="small"
                    step={1}
                  />
                </TableCell>
                <TableCell>
                  <SelectChoicesInput
                    source={`variants.${index}.image`}
                    label={t('image')}
                    choices={images}
                    helperText={false}
                    size="small"
                    emptyText="resources.products.form.no_image"
                    sx={{ minWidth: 120 }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
};
