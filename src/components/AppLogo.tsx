/** The product's mark and name; a link home. */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const AppLogo = ({ to = '/', color = 'inherit' }: { to?: string; color?: string }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={to} underline="none" color={color} sx={{ display: 'inline-flex' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StorefrontIcon aria-hidden />
        <Typography component="span" variant="h6" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {translate('app.name')}
        </Typography>
      </Box>
    </Link>
  );
};
