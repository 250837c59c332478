/**
 * Media: images uploaded straight to the object store (src/lib/upload.ts, SPEC §7), shown
 * in order; the first is the product's main image. Move up/down reorders, remove drops.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { ImageUploadButton } from '../../src/components/ImageUploadButton';
import { SectionCard } from '../../src/components/SectionCard';

interface MediaField {
  id: string;
  url: string;
  alt?: string | null;
}

export const ProductMediaInput = () => {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: 'media' });
  const items = fields as unknown as MediaField[];
  const label = (key: string, n: number) => translate(`resources.products.media.${key}`, { n });
  return (
    <SectionCard
      headingStyle="title"
      title="resources.products.form.media"
      action={
        <ImageUploadButton
          kind="products"
          multiple
          label="resources.products.media.upload"
          onUploaded={(files) => files.forEach((f) => append({ url: f.url, alt: f.name }))}
        />
      }
    >
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.products.media.empty')}
        </Typography>
      )}
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap' }}
        role="list"
        aria-label={translate('resources.products.form.media')}
      >
        {items.map((item, index) => (
          <Box
            key={item.id}
            role="listitem"
            aria-label={label('item', index + 1)}
            sx={{
              width: 132,
              border: 1,
              borderColor: index === 0 ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 0.5,
            }}
          >
            <img
              src={item.url}
              alt={item.alt ?? ''}
              loading="lazy"
              style={{ width: '100%', height: 120, objectFit: 'cover', display: 'block', borderRadius: 4 }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <IconButton
                size="small"
                aria-label={label('move_up', index + 1)}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowBackIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={label('move_down', index + 1)}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowForwardIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={label('remove', index + 1)} onClick={() => remove(index)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
};
