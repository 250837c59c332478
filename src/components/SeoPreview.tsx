/**
 * How a search engine lists a page (title, address, description) and how a social network
 * shows a shared link (image, title, description). Plain text only: HTML is stripped.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stripHtml } from '../../core/slug';

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1).trimEnd()}…` : text);

export interface PreviewProps {
  title: string;
  url: string;
  description: string;
}

export const SearchPreview = ({ title, url, description }: PreviewProps) => {
  const translate = useTranslate();
  const plain = clip(stripHtml(description), 160);
  return (
    <Box
      role="figure"
      aria-label={translate('resources.preferences.preview.search')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, fontFamily: 'arial, sans-serif' }}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('resources.preferences.preview.search')}
      </Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: 20, lineHeight: 1.3 }} data-testid="search-preview-title">
        {clip(stripHtml(title), 70) || translate('resources.preferences.preview.no_title')}
      </Typography>
      <Typography sx={{ color: '#006621', fontSize: 14, wordBreak: 'break-all' }}>{url}</Typography>
      <Typography variant="body2" sx={{ color: '#545454' }} data-testid="search-preview-description">
        {plain || translate('resources.preferences.preview.no_description')}
      </Typography>
    </Box>
  );
};

export const SocialPreview = ({ title, url, description, image }: PreviewProps & { image?: string | null }) => {
  const translate = useTranslate();
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    /* keep as given */
  }
  return (
    <Card
      variant="outlined"
      role="figure"
      aria-label={translate('resources.preferences.preview.social')}
      sx={{ maxWidth: 500 }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
        {translate('resources.preferences.preview.social')}
      </Typography>
      <Box
        sx={{
          aspectRatio: '1200 / 630',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {image ? (
          <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            1200 × 630
          </Typography>
        )}
      </Box>
      <CardContent>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
          {host}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="social-preview-title">
          {clip(stripHtml(title), 70) || translate('resources.preferences.preview.no_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {clip(stripHtml(description), 120)}
        </Typography>
      </CardContent>
    </Card>
  );
};
