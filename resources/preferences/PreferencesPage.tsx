/**
 * /online-store/preferences: SEO, images, analytics and marketing ids, newsletter, social
 * links, meta tags and scripts, saved with PUT /shop/api/{id}. Scripts are plain text
 * inputs: nothing typed here is ever rendered as HTML or run in the back office.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  Edit,
  SaveButton,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { CountedTextInput } from '../../src/components/CountedTextInput';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { zodResolver } from '../../src/lib/zodResolver';
import { PreferenceImageInput } from './PreferenceImageInput';
import { PreferencesPreview } from './PreferencesPreview';
import {
  PREFERENCE_DESCRIPTION_MAX,
  PREFERENCE_FIELDS,
  PREFERENCE_TITLE_MAX,
  PreferencesBody,
  SOCIAL_NETWORKS,
} from './preferences.schema';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';

const Section = ({ name, children }: { name: string; children: ReactNode }) => {
  const translate = useTranslate();
  const title = translate(`resources.preferences.sections.${name}`);
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ width: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** Free ids as chips: the stored ones show after a reload, and each can be removed (issue 31). */
const IdsInput = ({ source }: { source: string }) => (
  <TextArrayInput
    source={source}
    label={L(source)}
    fullWidth
    helperText="resources.preferences.ids_help"
    format={(ids: string[] | null | undefined) => ids ?? []}
  />
);

const L = (source: string) => `resources.preferences.fields.${source}`;
const code = { fontFamily: 'monospace', fontSize: 13 };
const pick = (data: Record<string, unknown>) =>
  Object.fromEntries(PREFERENCE_FIELDS.filter((f) => f in data).map((f) => [f, data[f]]));

export const PreferencesPage = () => {
  const { data: shop } = useCurrentShop();
  const shopId = getCurrentShopId() ?? '';
  // Issue 27: the toast offers Undo; the shop's versions below (its settings and preferences are one record).
  const onSuccess = useUndoSave('shops', { id: shopId });
  return (
    <Edit
      resource="shops"
      id={shopId}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect={false}
      title="resources.preferences.name"
      transform={pick}
    >
      <SimpleForm
        resolver={zodResolver(PreferencesBody)}
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
            width: '100%',
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Section name="seo">
              <CountedTextInput source="title" label={L('title')} max={PREFERENCE_TITLE_MAX} fullWidth />
              <CountedTextInput
                source="description"
                label={L('description')}
                max={PREFERENCE_DESCRIPTION_MAX}
                multiline
                minRows={2}
                fullWidth
              />
            </Section>
            <Section name="images">
              <PreferenceImageInput source="favicon" />
              <PreferenceImageInput source="logo" />
              <PreferenceImageInput source="social_image" />
            </Section>
            <Section name="analytics">
              <IdsInput source="google_analytics_ids" />
              <TextInput source="google_ads_conversion" label={L('google_ads_conversion')} fullWidth />
              <TextInput source="facebook_pixel" label={L('facebook_pixel')} fullWidth />
              <TextInput source="klaviyo_api_key" label={L('klaviyo_api_key')} fullWidth />
              <IdsInput source="pinterest_ids" />
            </Section>
            <Section name="newsletter">
              <BooleanInput source="news_letter" label={L('news_letter')} />
            </Section>
            <Section name="socials">
              {SOCIAL_NETWORKS.map((n) => (
                <TextInput key={n} source={`socials_link.${n}`} label={L(`socials_link.${n}`)} type="url" fullWidth />
              ))}
            </Section>
            <Section name="code">
              <TextInput
                source="meta_tags"
                label={L('meta_tags')}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { style: code, spellCheck: false } }}
                helperText="resources.preferences.code_help"
              />
              <TextInput
                source="script.head"
                label={L('script.head')}
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { style: code, spellCheck: false } }}
              />
              <TextInput
                source="script.body"
                label={L('script.body')}
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { style: code, spellCheck: false } }}
              />
            </Section>
          </Box>
          <Box sx={{ position: { lg: 'sticky' }, top: 80 }}>{shop && <PreferencesPreview shop={shop} />}</Box>
        </Box>
      </SimpleForm>
      <HistoryCard resource="shops" />
    </Edit>
  );
};
