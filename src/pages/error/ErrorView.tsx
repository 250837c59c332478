/** The frame of the error and 404 pages (SPEC §2): a status code, texts, Back to homepage. */
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface ErrorViewProps {
  status: number;
  /** i18n keys */
  title: string;
  statusText: string;
  body: string;
  onHome?: () => void;
}

export const ErrorView = ({ status, title, statusText, body, onHome }: ErrorViewProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2, mx: 'auto', maxWidth: 560 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate(title)}
      </Typography>
      <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }}>
        {status}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate(statusText)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {translate(body)}
      </Typography>
      <Button variant="contained" component={Link} to="/" onClick={onHome}>
        {translate('app.error.back_home')}
      </Button>
    </Box>
  );
};
