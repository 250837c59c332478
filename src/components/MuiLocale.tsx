/**
 * MUI's own texts ("Open", "Clear", "No options", the date pickers' labels) in the
 * interface language: MUI's and the date pickers' viVN locales, switched with it. The date
 * pickers' texts load only in Vietnamese, and only then (they are not in the first load).
 * Progress indicators get the translated "Loading" as their name.
 */
import { viVN } from '@mui/material/locale';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

type Locale = Parameters<typeof createTheme>[1];
let pickersVi: Locale | undefined;

export const MuiLocale = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const loading = translate('ra.page.loading');
  const [pickers, setPickers] = useState<Locale | undefined>(pickersVi);
  useEffect(() => {
    if (locale !== 'vi' || pickersVi) return;
    import('@mui/x-date-pickers/locales')
      .then((m) => setPickers((pickersVi = m.viVN as Locale)))
      .catch(() => undefined);
  }, [locale]);
  const theme = useCallback(
    (outer: Theme) => {
      // Progress indicators are named ("Loading"): an unnamed progressbar is an axe violation.
      const named = {
        components: {
          MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
          MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
        },
      } as Locale;
      return locale === 'vi' ? createTheme(outer, viVN, pickers ?? {}, named) : createTheme(outer, named);
    },
    [locale, pickers, loading],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
