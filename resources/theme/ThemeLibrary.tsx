/** The shop's other (unpublished) themes: publish, preview, and a menu of the rest. */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Layout } from './theme.schema';
import { themeScreens } from './theme.resource';
import { useDateFormat } from '../../src/components/useShopTime';

export interface ThemeLibraryProps {
  layouts: Layout[];
  busy: boolean;
  actions: ReactNode;
  onPublish: (layout: Layout) => void;
  onDuplicate: (layout: Layout) => void;
  onDownload: (layout: Layout) => void;
  onDelete: (layout: Layout) => void;
}

const RowMenu = ({
  layout,
  onDuplicate,
  onDownload,
  onDelete,
}: Pick<ThemeLibraryProps, 'onDuplicate' | 'onDownload' | 'onDelete'> & { layout: Layout }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (f: () => void) => () => {
    setAnchor(null);
    f();
  };
  return (
    <>
      <IconButton
        aria-label={translate('resources.themes.more_named', { name: layout.name })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => navigate(themeScreens.action({ action: 'rename', id: layout.id })))}>
          {translate('resources.themes.rename')}
        </MenuItem>
        <MenuItem onClick={run(() => onDuplicate(layout))}>{translate('resources.themes.duplicate')}</MenuItem>
        <MenuItem onClick={run(() => onDownload(layout))}>{translate('resources.themes.download')}</MenuItem>
        <MenuItem onClick={run(() => navigate(themeScreens.editCode({ query: { theme_id: layout.id } })))}>
          {translate('resources.themes.edit_code')}
        </MenuItem>
        <MenuItem onClick={run(() => onDelete(layout))} sx={{ color: 'error.main' }}>
          {translate('ra.action.delete')}
        </MenuItem>
      </Menu>
    </>
  );
};

export const ThemeLibrary = ({ layouts, busy, actions, onPublish, ...rest }: ThemeLibraryProps) => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const navigate = useNavigate();
  return (
    <Card component="section" aria-labelledby="theme-library-heading">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography id="theme-library-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
            {translate('resources.themes.library')}
          </Typography>
          {actions}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.themes.library_help')}
        </Typography>
        {layouts.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{translate('resources.themes.library_empty')}</Typography>
        ) : (
          <List aria-labelledby="theme-library-heading">
            {layouts.map((layout) => (
              <ListItem
                key={layout.id}
                divider
                secondaryAction={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Button
                      size="small"
                      onClick={() => navigate(themeScreens.action({ action: 'preview', id: layout.id }))}
                      aria-label={translate('resources.themes.preview_named', { name: layout.name })}
                    >
                      {translate('resources.themes.preview')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onPublish(layout)}
                      aria-label={translate('resources.themes.publish_named', { name: layout.name })}
                    >
                      {translate('resources.themes.publish')}
                    </Button>
                    <RowMenu layout={layout} {...rest} />
                  </Stack>
                }
                sx={{ pr: { xs: 2, sm: 32 } }}
              >
                <ListItemText
                  primary={layout.name}
                  secondary={`${translate('resources.themes.based_on', { theme: layout.theme })} · ${translate('resources.themes.updated', { date: dateTime(layout.updated_at) })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
