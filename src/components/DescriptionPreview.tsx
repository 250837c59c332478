/**
 * A description's HTML preview, shown on demand: the button under the description field
 * opens a region with the sanitised rendering (DescriptionRichText, loaded then).
 */
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

const DescriptionRichText = lazy(() =>
  import('./DescriptionRichText').then((m) => ({ default: m.DescriptionRichText })),
);

export const DescriptionPreview = ({
  label,
  hideLabel,
  source = 'description',
}: {
  label: string;
  hideLabel: string;
  source?: string;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = useId();
  const html = useWatch({ name: source }) as string | null | undefined;
  if (!html?.trim()) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {translate(open ? hideLabel : label)}
      </Button>
      {open && (
        <Box
          id={id}
          aria-label={translate(label)}
          role="region"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1 }}
        >
          <Suspense fallback={null}>
            <DescriptionRichText html={html} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
};
