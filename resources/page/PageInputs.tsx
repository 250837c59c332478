/** The page form: title and content, SEO, visibility, image, tags. */
import { Avatar, Box, Button, Stack } from '@mui/material';
import { AutocompleteArrayInput, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CountedTextInput } from '../../src/components/CountedTextInput';
import { ImageUploadButton } from '../../src/components/ImageUploadButton';
import { SectionCard } from '../../src/components/SectionCard';
import { PageEditor } from './PageEditor';
import { PageSeo } from './PageSeo';
import { page, PAGE_TITLE_MAX } from './page.resource';
import { usePageTags } from './usePageTags';

const ImageInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const image = useWatch({ name: 'image' }) as string | null | undefined;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {image && (
        <Avatar
          variant="rounded"
          src={image}
          alt={translate('resources.pages.fields.image')}
          sx={{ width: 160, height: 100 }}
        />
      )}
      <ImageUploadButton
        kind="shop"
        label="resources.pages.upload_image"
        onUploaded={([file]) => file && setValue('image', file.url, { shouldDirty: true })}
      />
      {image && (
        <Button color="error" size="small" onClick={() => setValue('image', null, { shouldDirty: true })}>
          {translate('resources.pages.remove_image')}
        </Button>
      )}
    </Stack>
  );
};

const TagsInput = () => {
  const data = usePageTags();
  const current = (useWatch({ name: 'tags' }) as string[] | undefined) ?? [];
  const choices = [...new Set([...data, ...current])].map((t) => ({ id: t, name: t }));
  return (
    <AutocompleteArrayInput
      source="tags"
      choices={choices}
      onCreate={(t) => (t?.trim() ? { id: t.trim(), name: t.trim() } : undefined)}
      fullWidth
    />
  );
};

const statusChoices = page.fields.status.choices.map((s) => ({ id: s, name: `resources.pages.status.${s}` }));

export const PageInputs = ({ create }: { create: boolean }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, width: '100%' }}>
    <Stack spacing={2}>
      <SectionCard outlined headingStyle="plain" title="resources.pages.content">
        <CountedTextInput source="title" max={PAGE_TITLE_MAX} fullWidth />
        <PageEditor />
      </SectionCard>
      <SectionCard outlined headingStyle="plain" title="resources.pages.seo">
        <PageSeo create={create} />
      </SectionCard>
    </Stack>
    <Stack spacing={2}>
      <SectionCard outlined headingStyle="plain" title="resources.pages.visibility">
        <RadioButtonGroupInput source="status" choices={statusChoices} />
      </SectionCard>
      <SectionCard outlined headingStyle="plain" title="resources.pages.image_section">
        <ImageInput />
      </SectionCard>
      <SectionCard outlined headingStyle="plain" title="resources.pages.fields.tags">
        <TagsInput />
      </SectionCard>
    </Stack>
  </Box>
);
