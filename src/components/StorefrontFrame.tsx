/**
 * The real storefront in a frame (the shop's private domain, rendered from its theme by
 * the gateway). `reloadKey` changes reload it (after a save). Shared by the themes and
 * template screens.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StorefrontFrameProps {
  url: string;
  /** Accessible name of the frame, already translated. */
  title: string;
  reloadKey?: number | string;
  height?: number | string;
}

export const StorefrontFrame = ({ url, title, reloadKey = 0, height = 420 }: StorefrontFrameProps) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        height,
        bgcolor: 'background.paper',
      }}
    >
      <iframe
        key={`${url}#${reloadKey}`}
        src={url}
        title={title || translate('resources.themes.preview')}
        style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        loading="lazy"
      />
    </Box>
  );
};
