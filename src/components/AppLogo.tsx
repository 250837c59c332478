/** The product's mark and name; a link home. Compact: the name is dropped on phones. */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const AppLogo = ({
  to = '/',
  color = 'inherit',
  compact = false,
}: {
  to?: string;
  color?: string;
  compact?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color={color}
      aria-label={translate('app.name')}
      sx={{ display: 'inline-flex', flexShrink: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StorefrontIcon aria-hidden />
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: compact ? { xs: 'none', md: 'inline' } : 'inline' }}
        >
          {translate('app.name')}
        </Typography>
      </Box>
    </Link>
  );
};
