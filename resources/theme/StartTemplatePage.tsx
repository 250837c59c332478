/**
 * /templates/template-1 to 3 (SPEC §2): one starting template, large, and "Use this
 * template": it is installed in the current shop and published, then the themes screen opens.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ThemeLayout } from '../../src/components/ThemeLayout';
import { ThemePicture } from './ThemePicture';
import { START_TEMPLATE_COUNT, startTemplateNumber, startTemplatePath } from './startTemplates';
import { themeScreens } from './theme.resource';
import { useThemeCatalogue, useThemes } from './useThemes';

const StartTemplateContent = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const n = startTemplateNumber(useLocation().pathname) ?? 1;
  const catalogue = useThemeCatalogue();
  const themes = useThemes();
  const [busy, setBusy] = useState(false);
  const theme = catalogue.data?.[n - 1];

  const use = async () => {
    if (!theme) return;
    setBusy(true);
    try {
      const layout = await themes.install(theme.name);
      await themes.act(layout.id, 'publish');
      notify('resources.themes.start_done', { type: 'success', messageArgs: { name: theme.title } });
      navigate(themeScreens.list);
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Title title="resources.themes.start_title" />
      {catalogue.isPending && <ScreenLoading />}
      {catalogue.error && <Alert severity="error">{translate('resources.themes.load_error')}</Alert>}
      {catalogue.data && !theme && <Alert severity="info">{translate('resources.themes.start_missing', { n })}</Alert>}
      {theme && (
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {translate('resources.themes.start_named', { n, name: theme.title })}
          </Typography>
          <Typography color="text.secondary">
            {translate(`resources.themes.descriptions.${theme.name}`, { _: theme.description })}
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <ThemePicture
              src={theme.preview_image}
              alt={translate('resources.themes.start_picture', { name: theme.title })}
              height={420}
            />
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void use()}>
              {translate('resources.themes.start_use')}
            </Button>
          </Stack>
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 3 }}
        component="nav"
        aria-label={translate('resources.themes.start_title')}
      >
        <Button component={Link} to={themeScreens.startTemplates()}>
          {translate('resources.themes.start_all')}
        </Button>
        {n > 1 && (
          <Button component={Link} to={startTemplatePath(n - 1)}>
            {translate('resources.themes.start_previous')}
          </Button>
        )}
        {n < START_TEMPLATE_COUNT && (
          <Button component={Link} to={startTemplatePath(n + 1)}>
            {translate('resources.themes.start_next')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};

export const StartTemplatePage = () => (
  <ThemeLayout>
    <StartTemplateContent />
  </ThemeLayout>
);
