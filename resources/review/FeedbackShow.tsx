/** /feedback/{type}/{id}: the review or question with its images, product, customer, status and replies. */
import { Alert, Box, Button, Card, CardContent, MenuItem, Rating, TextField, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { PageLoading } from '../../src/components/PageLoading';
import { customerScreens } from '../customer/customer.resource';
import { productScreens } from '../product/product.resource';
import { ReviewReplies } from './ReviewReplies';
import { ReviewStatusChip } from './ReviewFields';
import { reviewScreens } from './review.resource';
import { REVIEW_STATUSES, type Review, type ReviewStatus } from './review.schema';
import { useDateFormat } from '../../src/components/useShopTime';

export const FeedbackShow = () => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const notify = useNotify();
  const { type = 'review', id = '' } = useParams();
  const { data: review, isPending, error } = useGetOne<Review & { id: string }>('reviews', { id });
  const [update, { isPending: saving }] = useUpdate<Review & { id: string }>();

  const save = (data: Partial<Review>, message = 'app.message.update_success') =>
    review &&
    update(
      'reviews',
      { id, data, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(message, { type: 'success' }),
        onError: (e) => notify((e as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );

  const back = (
    <Button component={Link} to={reviewScreens.type({ type })}>
      {translate('resources.reviews.detail.back')}
    </Button>
  );
  if (isPending) return <PageLoading />;
  if (error || !review)
    return (
      <Box sx={{ py: 2 }}>
        {back}
        {/* A missing question is named as one (issue 31, 5d). */}
        <Alert severity="error">
          {translate(
            type === 'question' ? 'resources.reviews.detail.question_not_found' : 'resources.reviews.detail.not_found',
          )}
        </Alert>
      </Box>
    );
  const field = (name: string) => translate(`resources.reviews.fields.${name}`);

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title={`resources.reviews.title.${review.type}`} />
      {back}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start', mt: 1 }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card component="section" aria-label={translate(`resources.reviews.detail.${review.type}`)}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
                  {review.subject || translate(`resources.reviews.detail.${review.type}`)}
                </Typography>
                <ReviewStatusChip status={review.status} />
              </Box>
              {review.rating && <Rating value={review.rating} readOnly aria-label={field('rating')} />}
              <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{review.content}</Typography>
              <Typography variant="body2" color="text.secondary">
                {review.full_name} · {date(review.created_at)}
              </Typography>
              <Typography component="h2" variant="subtitle2" sx={{ mt: 2 }}>
                {field('images')}
              </Typography>
              {review.images.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.reviews.detail.no_images')}
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {review.images.map((src, i) => (
                  <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                    <img
                      src={src}
                      alt={`${field('image')} ${i + 1}`}
                      width={96}
                      height={96}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                    />
                  </a>
                ))}
              </Box>
            </CardContent>
          </Card>
          <ReviewReplies
            review={review}
            saving={saving}
            onSave={(replies) => save({ replies } as Partial<Review>, 'resources.reviews.replies.saved')}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card component="section" aria-label={translate('resources.reviews.detail.status')}>
            <CardContent>
              <TextField
                select
                fullWidth
                size="small"
                label={translate('resources.reviews.detail.status')}
                value={review.status}
                disabled={saving}
                onChange={(e) => save({ status: e.target.value as ReviewStatus })}
              >
                {REVIEW_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`resources.reviews.status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('resources.reviews.detail.product')}>
            <CardContent>
              <Typography component="h2" variant="subtitle1" gutterBottom>
                {translate('resources.reviews.detail.product')}
              </Typography>
              {review.product_image && (
                <img
                  src={review.product_image}
                  alt=""
                  width={64}
                  height={64}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              )}
              {review.product_id ? (
                <Typography>
                  <Link to={productScreens.edit({ id: review.product_id })}>{review.product_title}</Link>
                </Typography>
              ) : (
                <Typography color="text.secondary">{translate('resources.reviews.list.no_product')}</Typography>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('resources.reviews.detail.customer')}>
            <CardContent>
              <Typography component="h2" variant="subtitle1" gutterBottom>
                {translate('resources.reviews.detail.customer')}
              </Typography>
              <Typography>{review.full_name}</Typography>
              {review.customer_email && (
                <Typography variant="body2" color="text.secondary">
                  {review.customer_email}
                </Typography>
              )}
              {review.customer_id ? (
                <Button size="small" component={Link} to={customerScreens.show({ id: review.customer_id })}>
                  {translate('resources.reviews.detail.open_customer')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.reviews.detail.no_customer')}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
};
