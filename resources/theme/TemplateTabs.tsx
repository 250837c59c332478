/** The open files as tabs; a dot marks unsaved changes; closing one keeps what was typed. */
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UnsavedDot } from './TemplateFileTree';

export interface TemplateTabsProps {
  tabs: string[];
  active: string | undefined;
  isDirty: (path: string) => boolean;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const TemplateTabs = ({ tabs, active, isDirty, onSelect, onClose }: TemplateTabsProps) => {
  const translate = useTranslate();
  if (!tabs.length) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', minHeight: 40 }}>
      <Tabs
        value={active && tabs.includes(active) ? active : false}
        onChange={(_e, v: string) => onSelect(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('resources.templates.open_files')}
        sx={{ minHeight: 40, flex: 1 }}
      >
        {tabs.map((path) => (
          <Tab
            key={path}
            value={path}
            title={path}
            sx={{ minHeight: 40, textTransform: 'none', py: 0 }}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
                {fileName(path)}
                {isDirty(path) && <UnsavedDot label={translate('resources.templates.unsaved')} />}
              </Box>
            }
          />
        ))}
      </Tabs>
      {active && (
        <IconButton
          size="small"
          onClick={() => onClose(active)}
          sx={{ mx: 1 }}
          aria-label={translate('resources.templates.close_named', { name: fileName(active) })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
};
