/** A catalogue theme's picture; a neutral placeholder when it does not load. */
import BrushIcon from '@mui/icons-material/Brush';
import { Box } from '@mui/material';
import { useState } from 'react';

export const ThemePicture = ({ src, alt, height }: { src: string; alt: string; height: number | string }) => {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.500' }}
      >
        <BrushIcon sx={{ fontSize: 48 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      sx={{ width: '100%', height, objectFit: 'contain', display: 'block', bgcolor: 'grey.100' }}
    />
  );
};
