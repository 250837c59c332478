/**
 * Title (70-character counter), description as HTML with a sanitised preview on demand
 * (src/components/DescriptionPreview.tsx), and the SEO description
 * (250-character counter).
 */
import { TextInput } from 'react-admin';
import { CountedTextInput } from '../../src/components/CountedTextInput';
import { DescriptionPreview } from '../../src/components/DescriptionPreview';
import { DESCRIPTION_MAX, TITLE_MAX } from './product.limits';
import { SectionCard } from '../../src/components/SectionCard';

export const ProductMainInputs = () => (
  <SectionCard headingStyle="title" title="resources.products.form.main">
    <CountedTextInput source="title" max={TITLE_MAX} fullWidth />
    <TextInput
      source="description"
      multiline
      minRows={5}
      fullWidth
      helperText="resources.products.form.description_help"
    />
    <DescriptionPreview label="resources.products.form.preview" hideLabel="resources.products.form.hide_preview" />
    <CountedTextInput source="seo_description" max={DESCRIPTION_MAX} multiline minRows={2} fullWidth />
  </SectionCard>
);
