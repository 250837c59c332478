/** A titled card of the account screens; a landmark region named by its title. */
import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const AccountSection = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {intro}
        {children}
      </CardContent>
    </Card>
  );
};
