/**
 * /templates/login-2 (SPEC §2 template screens): the entry point to pick the starting
 * template of a (new) shop: the themes the product ships, each opening /templates/template-N.
 */
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link } from 'react-router-dom';
import { ThemeLayout } from '../../src/components/ThemeLayout';
import { startTemplatePath } from './startTemplates';
import { ThemePicture } from './ThemePicture';
import { useThemeCatalogue } from './useThemes';

const StartTemplatesContent = () => {
  const translate = useTranslate();
  const catalogue = useThemeCatalogue();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Title title="resources.themes.start_title" />
      <Typography component="h1" variant="h5">
        {translate('resources.themes.start_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('resources.themes.start_subtitle')}
      </Typography>
      {catalogue.isPending && <ScreenLoading />}
      {catalogue.error && <Alert severity="error">{translate('resources.themes.load_error')}</Alert>}
      {catalogue.data?.length === 0 && <Typography>{translate('resources.themes.catalogue_empty')}</Typography>}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {catalogue.data?.slice(0, 3).map((theme, index) => (
          <Card key={theme.name} variant="outlined">
            <CardActionArea component={Link} to={startTemplatePath(index + 1)}>
              <ThemePicture src={theme.preview_image} alt="" height={180} />
              <CardContent>
                <Typography component="h2" variant="h6">
                  {theme.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`resources.themes.descriptions.${theme.name}`, { _: theme.description })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button component={Link} to="/">
          {translate('resources.themes.start_skip')}
        </Button>
      </Stack>
    </Box>
  );
};

export const StartTemplatesPage = () => (
  <ThemeLayout>
    <StartTemplatesContent />
  </ThemeLayout>
);
