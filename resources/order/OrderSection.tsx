/** One titled card of the order detail (a named region, so screen readers and tests can find it). */
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const OrderSection = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => {
  const translate = useTranslate();
  const label = translate(title);
  return (
    <Card component="section" aria-label={label} sx={{ mb: 2 }}>
      <CardContent>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{
            mb: 1,
            fontWeight: 600,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          {label}
          {action}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
