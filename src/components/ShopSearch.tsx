/**
 * The top bar's search across every shop of the merchant (issue 26 item 2): a button, and
 * Ctrl+K (⌘K on a Mac) from anywhere. The dialog and its call load on first use, so the
 * first load of a screen carries only this button.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

const ShopSearchDialog = lazy(() => import('./ShopSearchDialog').then((m) => ({ default: m.ShopSearchDialog })));

export const ShopSearch = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = translate('app.layout.search.open');
  return (
    <>
      <Button
        color="inherit"
        onClick={show}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K Meta+K"
        // In full on wide screens only: beside the help links, the language and the user menu
        // it wrapped onto two lines at 1280 px in Vietnamese.
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', display: { xs: 'none', xl: 'inline-flex' } }}
      >
        {label}
        <Box component="kbd" aria-hidden sx={{ ml: 1, fontSize: '0.75rem', fontFamily: 'inherit' }}>
          {translate('app.layout.search.shortcut')}
        </Box>
      </Button>
      <Tooltip title={`${label} (${translate('app.layout.search.shortcut')})`}>
        <IconButton
          color="inherit"
          onClick={show}
          aria-label={label}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{ display: { xs: 'inline-flex', xl: 'none' } }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <ShopSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
