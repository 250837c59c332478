/**
 * One titled card of a screen: a named region (screen readers and tests find it by its
 * title), its heading, an optional action beside the heading, and its content.
 */
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const ROW = { mb: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' } as const;

/**
 * How the heading reads: `strong`, a bold subtitle (order, customer and fulfillment
 * screens); `title`, a title (the product form); `plain`, a subtitle (the discount and page forms).
 */
const HEADINGS = {
  strong: { variant: 'subtitle1', sx: { ...ROW, fontWeight: 600, gap: 1 } },
  title: { variant: 'h6', sx: ROW },
  plain: { variant: 'subtitle1', sx: { mb: '0.35em' } },
} as const;

export interface SectionCardProps {
  /** i18n key of the heading, which also names the region. */
  title: string;
  headingStyle?: keyof typeof HEADINGS;
  /** Outlined, in a form's column that spaces its cards; else raised, with space below. */
  outlined?: boolean;
  action?: ReactNode;
  children: ReactNode;
}

export const SectionCard = ({
  title,
  headingStyle = 'strong',
  outlined = false,
  action,
  children,
}: SectionCardProps) => {
  const translate = useTranslate();
  const label = translate(title);
  const { variant, sx } = HEADINGS[headingStyle];
  return (
    <Card component="section" aria-label={label} {...(outlined ? { variant: 'outlined' as const } : { sx: { mb: 2 } })}>
      <CardContent>
        <Typography variant={variant} component="h2" sx={sx}>
          {label}
          {action}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
