/** A collection's image as a small square, or a placeholder. */
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { DeclaredRecord } from '../../core/resource';
import type { collection } from './collection.resource';

export const CollectionImage = ({ size = 40 }: { size?: number }) => {
  const record = useRecordContext<DeclaredRecord<typeof collection>>();
  return (
    <Avatar
      variant="rounded"
      src={record?.image ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'grey.100' }}
      imgProps={{ loading: 'lazy' }}
    >
      <ImageIcon color="disabled" />
    </Avatar>
  );
};
