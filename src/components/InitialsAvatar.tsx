/** The signed-in user's picture, or the initials of their name (SPEC §1). */
import { Avatar } from '@mui/material';
import { useGetIdentity } from 'react-admin';

export const InitialsAvatar = ({ size = 28 }: { size?: number }) => {
  const { identity } = useGetIdentity();
  const initials = typeof identity?.initials === 'string' ? identity.initials : '';
  return (
    <Avatar
      src={identity?.avatar || undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.light', color: 'primary.contrastText' }}
    >
      {initials}
    </Avatar>
  );
};
