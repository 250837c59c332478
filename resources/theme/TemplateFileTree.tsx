/** The theme's files by folder (layout, templates, sections, snippets, assets, config, locales). */
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { Box, List, ListItem, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplateFileInfo } from './template.schema';
import { groupByFolder } from './templateLanguage';

export interface TemplateFileTreeProps {
  files: TemplateFileInfo[];
  active: string | undefined;
  isDirty: (path: string) => boolean;
  onOpen: (path: string) => void;
}

export const UnsavedDot = ({ label }: { label: string }) => (
  <Box
    component="span"
    role="img"
    aria-label={label}
    title={label}
    sx={{
      display: 'inline-block',
      width: 8,
      height: 8,
      borderRadius: '50%',
      bgcolor: 'warning.main',
      ml: 1,
      flexShrink: 0,
    }}
  />
);

export const TemplateFileTree = ({ files, active, isDirty, onOpen }: TemplateFileTreeProps) => {
  const translate = useTranslate();
  const byPath = new Map(files.map((f) => [f.path, f]));
  return (
    <Box component="nav" aria-label={translate('resources.templates.files')} sx={{ overflow: 'auto', height: '100%' }}>
      {groupByFolder(files.map((f) => f.path)).map(({ folder, files: paths }) => (
        <List
          key={folder}
          dense
          disablePadding
          aria-labelledby={`folder-${folder}`}
          subheader={
            <ListSubheader
              id={`folder-${folder}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: '32px' }}
            >
              <FolderIcon fontSize="small" aria-hidden />
              {folder}
            </ListSubheader>
          }
        >
          {paths.length === 0 && (
            <ListItem sx={{ pl: 4, py: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.templates.folder_empty')}
              </Typography>
            </ListItem>
          )}
          {paths.map((path) => {
            const info = byPath.get(path);
            return (
              <ListItem key={path} disablePadding>
                <ListItemButton
                  selected={path === active}
                  onClick={() => onOpen(path)}
                  sx={{ pl: 4 }}
                  aria-current={path === active ? 'true' : undefined}
                >
                  <ListItemText
                    primary={path.slice(folder.length + 1)}
                    secondary={info?.customized ? translate('resources.templates.customized') : undefined}
                    slotProps={{
                      primary: { noWrap: true, sx: { fontFamily: 'monospace', fontSize: 13 } },
                      secondary: { variant: 'caption' },
                    }}
                  />
                  {isDirty(path) && <UnsavedDot label={translate('resources.templates.unsaved')} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
};
