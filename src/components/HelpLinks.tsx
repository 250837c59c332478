/** Help center, community forum (SPEC §2 top bars): open in a new tab; hidden on phones. */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface HelpLink {
  href: string;
  label: string;
}

export const HelpLinks = ({ links }: { links: HelpLink[] }) => {
  const translate = useTranslate();
  if (!links.length) return null;
  return (
    <Box component="nav" aria-label={translate('app.layout.help')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
      {links.map((link) => (
        <Button
          key={link.href}
          color="inherit"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon fontSize="small" />}
          sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        >
          {translate(link.label)}
        </Button>
      ))}
    </Box>
  );
};
