/**
 * /template-custom (SPEC §2, theme layout): customise a theme without code. Tabs: the
 * sections of each page (page config) and the language editor (its locale files), with
 * the storefront's preview beside them; a link to the code editor.
 * `?theme_id=` customises another theme than the published one; `?tab=language` opens the words.
 */
import CodeIcon from '@mui/icons-material/Code';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link, useSearchParams } from 'react-router-dom';
import { ThemeLayout } from '../../src/components/ThemeLayout';
import { StorefrontFrame } from '../../src/components/StorefrontFrame';
import { themeScreens } from './theme.resource';
import { LanguageEditor } from './LanguageEditor';
import { PageConfigEditor } from './PageConfigEditor';
import { useTemplateLayout } from './useTemplateLayout';

type CustomTab = 'sections' | 'language';

const TemplateCustomContent = () => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const themeId = search.get('theme_id') ?? undefined;
  const tab: CustomTab = search.get('tab') === 'language' ? 'language' : 'sections';
  const layout = useTemplateLayout(themeId);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  const setTab = (t: CustomTab) =>
    setSearch(
      (s) => {
        const n = new URLSearchParams(s);
        n.set('tab', t);
        return n;
      },
      { replace: true },
    );

  if (layout.isPending) return <ScreenLoading />;
  if (layout.error || !layout.data)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('resources.templates.load_error')}
      </Alert>
    );
  return (
    <Box
      sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(360px, 2fr) 3fr' }, minHeight: 0 }}
    >
      <Title title="resources.templates.customize" />
      <Stack sx={{ borderRight: 1, borderColor: 'divider', minHeight: 0, overflow: 'auto', p: 2 }} spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ flex: 1 }}>
            {translate('resources.templates.customizing', { name: layout.data.name })}
          </Typography>
          <Button
            component={Link}
            to={themeScreens.editCode({ query: { theme_id: themeId } })}
            startIcon={<CodeIcon />}
          >
            {translate('resources.themes.edit_code')}
          </Button>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_e, t: CustomTab) => setTab(t)}
          aria-label={translate('resources.templates.customize')}
        >
          <Tab
            value="sections"
            label={translate('resources.templates.tab_sections')}
            id="tab-sections"
            aria-controls="panel-sections"
          />
          <Tab
            value="language"
            label={translate('resources.templates.tab_language')}
            id="tab-language"
            aria-controls="panel-language"
          />
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'sections' ? (
            <PageConfigEditor themeId={themeId} onPreview={reload} onSaved={reload} />
          ) : (
            <LanguageEditor themeId={themeId} onSaved={reload} />
          )}
        </Box>
      </Stack>
      <Box sx={{ p: 1, minHeight: { xs: 480, md: 0 } }}>
        <StorefrontFrame
          url={layout.data.preview_url}
          reloadKey={reloadKey}
          height="100%"
          title={translate('resources.themes.preview_named', { name: layout.data.name })}
        />
      </Box>
    </Box>
  );
};

export const TemplateCustomPage = () => (
  <ThemeLayout>
    <TemplateCustomContent />
  </ThemeLayout>
);
