/** SEO of a page: handle from the title (SPEC §5 slug), title 70 and description 250 counters, preview. */
import { useEffect } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../core/slug';
import { storeUrl } from '../../core/storeUrl';
import { CountedTextInput } from '../../src/components/CountedTextInput';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { SearchPreview } from '../../src/components/SeoPreview';
import { PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX } from './page.resource';

/** While the merchant has not typed a handle of their own, it follows the title. */
const useHandleFromTitle = (follow: boolean) => {
  const { setValue, getFieldState } = useFormContext();
  const title = useWatch({ name: 'title' }) as string | undefined;
  useEffect(() => {
    if (follow && !getFieldState('handle').isDirty) setValue('handle', slugify(title ?? ''));
  }, [follow, title, setValue, getFieldState]);
};

export const PageSeo = ({ create }: { create: boolean }) => {
  const translate = useTranslate();
  const { data: shop } = useCurrentShop();
  useHandleFromTitle(create);
  const [title, seoTitle, description, seoDescription, handle] = useWatch({
    name: ['title', 'seo_title', 'description', 'seo_description', 'handle'],
  }) as (string | null | undefined)[];
  const url = `${storeUrl(shop ?? {}, window.location.protocol) ?? ''}/pages/${handle || slugify(title ?? '')}`;
  return (
    <>
      <TextInput source="handle" fullWidth helperText={translate('resources.pages.handle_help', { url })} />
      <CountedTextInput source="seo_title" max={PAGE_TITLE_MAX} fullWidth />
      <CountedTextInput source="seo_description" max={PAGE_DESCRIPTION_MAX} multiline minRows={2} fullWidth />
      <SearchPreview title={seoTitle || title || ''} url={url} description={seoDescription || description || ''} />
    </>
  );
};
