/** Title (70-character counter), description (HTML, shown sanitised), parent, image (upload). */
import { Avatar, Button, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { DescriptionPreview } from '../../src/components/DescriptionPreview';
import { useFormContext, useWatch } from 'react-hook-form';
import { CountedTextInput } from '../../src/components/CountedTextInput';
import { ImageUploadButton } from '../../src/components/ImageUploadButton';
import { LazyInput, lazyInput } from '../../src/inputs/LazyInput';
import { useReferenceNames } from '../../src/inputs/useReferenceNames';
import { TITLE_MAX } from '../product/product.limits';

const parentPicker = lazyInput(() => import('./CollectionParentPicker').then((m) => m.CollectionParentPicker));

/** The parent's autocomplete loads on first use (issue 16); its title shows before. */
const ParentInput = () => {
  const parent = useWatch({ name: 'parent' }) as string | null | undefined;
  const names = useReferenceNames('collections', parent ? [parent] : [], 'title');
  return <LazyInput input={parentPicker} props={{}} source="parent" names={names} popupIcon fullWidth />;
};

const ImageInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const image = useWatch({ name: 'image' }) as string | null | undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
      <Avatar
        variant="rounded"
        src={image ?? undefined}
        alt={translate('resources.collections.fields.image')}
        sx={{ width: 96, height: 96 }}
      />
      <ImageUploadButton
        kind="products"
        label="resources.collections.upload_image"
        onUploaded={([file]) => file && setValue('image', file.url, { shouldDirty: true })}
      />
      {image && (
        <Button color="error" onClick={() => setValue('image', null, { shouldDirty: true })}>
          {translate('resources.collections.remove_image')}
        </Button>
      )}
    </Stack>
  );
};

export const CollectionInputs = () => (
  <Stack sx={{ maxWidth: 720, width: '100%' }}>
    <CountedTextInput source="title" max={TITLE_MAX} fullWidth />
    <TextInput source="description" multiline minRows={4} fullWidth />
    <DescriptionPreview label="resources.collections.preview" hideLabel="resources.collections.hide_preview" />
    {/* The gateway refuses the collection itself or one below it as parent (a 400 on the field). */}
    <ParentInput />
    <ImageInput />
  </Stack>
);
