/**
 * The shop layout's side video about starting a new shop (SPEC §2), from
 * VITE_NEW_SHOP_VIDEO_URL: a video file plays in <video>, anything else (a video host's
 * embed page) in an iframe. Nothing is shown, or fetched, when it is not configured.
 */
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { newShopVideoUrl } from '../components/helpLinks';

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov)(\?.*)?$/i;

export const ShopVideo = ({ url = newShopVideoUrl }: { url?: string }) => {
  const translate = useTranslate();
  if (!url) return null;
  const title = translate('app.layout.new_shop_video');
  return (
    <Paper component="aside" aria-label={translate('app.layout.new_shop_tips_title')} sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.layout.new_shop_tips_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate('app.layout.new_shop_tips_body')}
      </Typography>
      <Box sx={{ position: 'relative', pt: '56.25%', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}>
        {VIDEO_FILE.test(url) ? (
          <Box
            component="video"
            src={url}
            controls
            preload="metadata"
            aria-label={title}
            title={title}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        ) : (
          <Box
            component="iframe"
            src={url}
            title={title}
            loading="lazy"
            allowFullScreen
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </Paper>
  );
};
