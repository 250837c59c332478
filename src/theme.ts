/** The admin's look: react-admin's default theme with our brand colour. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1b5e4b' }, secondary: { main: '#2f6f8f' } },
  shape: { borderRadius: 8 },
};
