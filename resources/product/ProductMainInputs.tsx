/**
 * Title (70-character counter), description as HTML with a sanitised preview (react-admin's
 * RichTextField runs DOMPurify, inline styles removed too), and the SEO description
 * (250-character counter).
 */
import { Box, Typography } from '@mui/material';
import { RichTextField, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CountedTextInput } from '../../src/components/CountedTextInput';
import { ADMIN_PURIFY } from '../../src/lib/adminHtml';
import { DESCRIPTION_MAX, TITLE_MAX } from './product.schema';
import { ProductSection } from './ProductSection';

const DescriptionPreview = () => {
  const translate = useTranslate();
  const description = useWatch({ name: 'description' }) as string | null | undefined;
  if (!description?.trim()) return null;
  return (
    <Box aria-label={translate('resources.products.form.preview')} role="region"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2 }}>
      <Typography variant="caption" color="text.secondary">{translate('resources.products.form.preview')}</Typography>
      <RichTextField record={{ id: 'preview', description }} source="description" purifyOptions={ADMIN_PURIFY} />
    </Box>
  );
};

export const ProductMainInputs = () => (
  <ProductSection title="resources.products.form.main">
    <CountedTextInput source="title" max={TITLE_MAX} fullWidth />
    <TextInput source="description" multiline minRows={5} fullWidth helperText="resources.products.form.description_help" />
    <DescriptionPreview />
    <CountedTextInput source="seo_description" max={DESCRIPTION_MAX} multiline minRows={2} fullWidth />
  </ProductSection>
);
