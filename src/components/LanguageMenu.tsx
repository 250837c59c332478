/**
 * English / Vietnamese switch. A choice made here is the merchant's own and wins over the
 * shop's language from then on (src/lib/locale.ts). On phones only the icon shows.
 */
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { setLocaleOverride } from '../lib/locale';

export const LanguageMenu = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;

  const choose = (next: string) => {
    setAnchor(null);
    setLocaleOverride(next);
    setLocale(next);
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={`${translate('app.layout.language')}: ${current}`}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, flexShrink: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem key={l.locale} lang={l.locale} selected={l.locale === locale} onClick={() => choose(l.locale)}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
