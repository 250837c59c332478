/** An image preference (favicon, logo, social image): preview, the §9 recommended size, upload (3 MB), remove. */
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageUploadButton } from '../../src/components/ImageUploadButton';
import { RECOMMENDED_SIZES } from './preferences.schema';

export const PreferenceImageInput = ({ source }: { source: keyof typeof RECOMMENDED_SIZES }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const url = useWatch({ name: source }) as string | null | undefined;
  const [width, height] = RECOMMENDED_SIZES[source];
  const name = translate(`resources.preferences.fields.${source}`);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
      <Avatar
        variant="rounded"
        src={url ?? undefined}
        alt={name}
        sx={{ width: 72, height: 72 * Math.min(1, height / width) + 24, bgcolor: 'action.hover' }}
      />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2">{name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('resources.preferences.recommended', { width, height })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <ImageUploadButton
            kind="shop"
            label={translate('resources.preferences.upload', { name })}
            onUploaded={([file]) => file && setValue(source, file.url, { shouldDirty: true })}
          />
          {url && (
            <Button size="small" color="error" onClick={() => setValue(source, null, { shouldDirty: true })}>
              {translate('resources.preferences.remove', { name })}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
};
