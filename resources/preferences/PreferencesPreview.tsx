/** The search result and social share previews, following the form as the merchant types. */
import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { storeUrl } from '../../core/storeUrl';
import type { ShopRecord } from '../../src/components/useCurrentShop';
import { SearchPreview, SocialPreview } from '../../src/components/SeoPreview';

export const PreferencesPreview = ({ shop }: { shop: ShopRecord }) => {
  const [title, description, image] = useWatch({ name: ['title', 'description', 'social_image'] }) as (
    string | null | undefined
  )[];
  const url = storeUrl(shop, window.location.protocol) ?? '';
  const shown = { title: title || shop.name, url, description: description ?? '' };
  return (
    <Stack spacing={2}>
      <SearchPreview {...shown} />
      <SocialPreview {...shown} image={image} />
    </Stack>
  );
};
