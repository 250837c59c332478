/** Title and subtitle of the sign-in and sign-up cards. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const AuthHeading = ({ title, subtitle }: { title: string; subtitle: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(subtitle)}
      </Typography>
    </Box>
  );
};
