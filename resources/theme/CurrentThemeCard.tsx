/** The published theme: its storefront in a frame, and what can be done with it. */
import CodeIcon from '@mui/icons-material/Code';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TranslateIcon from '@mui/icons-material/Translate';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StorefrontFrame } from '../../src/components/StorefrontFrame';
import type { Layout, LayoutDetail } from './theme.schema';
import { themeScreens } from './theme.resource';
import type { z } from 'zod';
import { useDateFormat } from '../../src/components/useShopTime';

export interface CurrentThemeCardProps {
  layout: z.infer<typeof LayoutDetail>;
  busy: boolean;
  onRename: (layout: Layout) => void;
  onDuplicate: (layout: Layout) => void;
  onDownload: (layout: Layout) => void;
}

export const CurrentThemeCard = ({ layout, busy, onRename, onDuplicate, onDownload }: CurrentThemeCardProps) => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Card component="section" aria-labelledby="current-theme-heading">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Stack sx={{ flex: 1 }}>
            <Typography id="current-theme-heading" component="h2" variant="h6">
              {translate('resources.themes.current')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography data-testid="current-theme-name" sx={{ fontWeight: 600 }}>
                {layout.name}
              </Typography>
              <Chip size="small" color="success" label={translate('resources.themes.published')} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.themes.based_on', { theme: layout.theme })} ·{' '}
              {translate('resources.themes.updated', { date: dateTime(layout.updated_at) })}
            </Typography>
          </Stack>
          <Button
            variant="contained"
            component={Link}
            to={themeScreens.customize({ query: { theme_id: layout.id } })}
            startIcon={<TuneIcon />}
          >
            {translate('resources.themes.customize')}
          </Button>
        </Stack>
        <StorefrontFrame
          url={layout.store_url}
          title={translate('resources.themes.preview_named', { name: layout.name })}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={layout.store_url}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNewIcon />}
          >
            {translate('resources.themes.view_store')}
          </Button>
          <Button
            component={Link}
            to={themeScreens.editCode({ query: { theme_id: layout.id } })}
            startIcon={<CodeIcon />}
          >
            {translate('resources.themes.edit_code')}
          </Button>
          <Button
            component={Link}
            to={themeScreens.customize({ query: { theme_id: layout.id, tab: 'language' } })}
            startIcon={<TranslateIcon />}
          >
            {translate('resources.themes.edit_language')}
          </Button>
          <Button onClick={() => onRename(layout)} startIcon={<EditIcon />}>
            {translate('resources.themes.rename')}
          </Button>
          <Button onClick={() => onDuplicate(layout)} disabled={busy} startIcon={<ContentCopyIcon />}>
            {translate('resources.themes.duplicate')}
          </Button>
          <Button onClick={() => onDownload(layout)} disabled={busy} startIcon={<DownloadIcon />}>
            {translate('resources.themes.download')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
