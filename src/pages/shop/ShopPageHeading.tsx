/** Heading of the shop screens: title, subtitle and an optional action on the right. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const ShopPageHeading = ({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(title)}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {translate(subtitle)}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
};
