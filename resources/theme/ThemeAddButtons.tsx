/** Add a theme: upload a theme zip (as download gives), or install one the product ships. */
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Menu, MenuItem } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useThemeCatalogue } from './useThemes';

export interface ThemeAddButtonsProps {
  busy: boolean;
  onUpload: (file: File) => void;
  onInstall: (theme: string) => void;
  /** Shown when the file is refused before it is sent (not a zip). */
  onRefuse: (message: string) => void;
}

export const ThemeAddButtons = ({ busy, onUpload, onInstall, onRefuse }: ThemeAddButtonsProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const catalogue = useThemeCatalogue();
  const chosen = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!/\.zip$/i.test(file.name)) return onRefuse('resources.themes.upload_not_zip');
    return onUpload(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label={translate('resources.themes.upload_file')}
        data-testid="theme-upload-input"
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      <Button startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {translate('resources.themes.upload')}
      </Button>
      <Button
        startIcon={<AddIcon />}
        disabled={busy || !catalogue.data?.length}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('resources.themes.install')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {catalogue.data?.map((t) => (
          <MenuItem
            key={t.name}
            onClick={() => {
              setAnchor(null);
              onInstall(t.name);
            }}
          >
            {t.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
