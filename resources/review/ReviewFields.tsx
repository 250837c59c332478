/** Review cells: status chip, stars, product with its image, relative date. */
import { Avatar, Box, Chip, Rating, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Review, ReviewStatus } from './review.schema';
import { useDateFormat } from '../../src/components/useShopTime';

const COLORS: Record<ReviewStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  refused: 'default',
};

export const ReviewStatusChip = ({ status }: { status: ReviewStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`resources.reviews.status.${status}`)} />;
};

export const StatusField = () => {
  const record = useRecordContext<Review>();
  return record ? <ReviewStatusChip status={record.status} /> : null;
};

export const RatingField = () => {
  const translate = useTranslate();
  const record = useRecordContext<Review>();
  if (!record?.rating) return null;
  return (
    <Rating
      value={record.rating}
      readOnly
      size="small"
      aria-label={translate('resources.reviews.list.stars', { smart_count: record.rating })}
    />
  );
};

export const ProductField = () => {
  const translate = useTranslate();
  const record = useRecordContext<Review>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar variant="rounded" src={record.product_image ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
      <Typography variant="body2">{record.product_title ?? translate('resources.reviews.list.no_product')}</Typography>
    </Box>
  );
};

export const ContentField = () => {
  const record = useRecordContext<Review>();
  if (!record) return null;
  return (
    <Box sx={{ maxWidth: 360 }}>
      {record.subject && (
        <Typography variant="body2" fontWeight={600}>
          {record.subject}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" noWrap>
        {record.content}
      </Typography>
    </Box>
  );
};

export const DateField = () => {
  const record = useRecordContext<Review>();
  const { date } = useDateFormat();
  return record ? <Typography variant="body2">{date(record.created_at)}</Typography> : null;
};
