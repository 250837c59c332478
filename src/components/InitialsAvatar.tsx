/**
 * The signed-in user's picture, or the initials of their name (SPEC §1). `decorative`
 * (beside the name, in the user-menu button): hidden from assistive technology, and the
 * initials are drawn by CSS so the button's visible text is exactly its name (WCAG 2.5.3).
 */
import { Avatar } from '@mui/material';
import { useGetIdentity } from 'react-admin';

export const InitialsAvatar = ({ size = 28, decorative = false }: { size?: number; decorative?: boolean }) => {
  const { identity } = useGetIdentity();
  const initials = typeof identity?.initials === 'string' ? identity.initials : '';
  return (
    <Avatar
      src={identity?.avatar || undefined}
      alt=""
      aria-hidden={decorative || undefined}
      data-initials={decorative ? initials : undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        bgcolor: 'primary.light',
        color: 'primary.contrastText',
        ...(decorative ? { '&::before': { content: 'attr(data-initials)' } } : {}),
      }}
    >
      {/* Something inside, or MUI draws its person icon beside the CSS initials (issue 31: "N" and half an icon). */}
      {decorative ? <span /> : initials}
    </Avatar>
  );
};
