/** How the offer reads to a shopper: its title and message, the recommended products, the saving. */
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../core/money';
import { useShopMoney } from '../../src/components/useShopMoney';

interface ProductLite {
  id: string;
  title: string;
  price: number;
}

export const OfferPreview = () => {
  const translate = useTranslate();
  const { currency, locale } = useShopMoney();
  const [title, message, name, ids, shown, minimum, type, value] = useWatch({
    name: [
      'title',
      'message',
      'name',
      'recommended_ids',
      'displayed_quantity',
      'minimum_quantity',
      'discount_type',
      'discount_value',
    ],
  });
  const wanted: string[] = Array.isArray(ids) ? ids : [];
  const count = Math.max(1, Number(shown) || 1);
  const { data = [] } = useGetMany<ProductLite & { id: string }>(
    'products',
    { ids: wanted.slice(0, count) },
    { enabled: wanted.length > 0 },
  );
  const amount = Number(value) || 0;
  const saving =
    amount <= 0
      ? translate('resources.offers.preview.no_discount')
      : type === 'amount'
        ? translate('resources.offers.preview.amount', { value: formatMoney(amount, currency, locale) })
        : translate('resources.offers.preview.percent', { value: amount });
  return (
    <Card variant="outlined" component="section" aria-label={translate('resources.offers.preview.heading')}>
      <CardContent>
        <Typography variant="overline">{translate('resources.offers.preview.heading')}</Typography>
        <Box data-testid="offer-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="h6">{title || name}</Typography>
          {message ? (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {message}
            </Typography>
          ) : null}
          <Chip size="small" color="secondary" label={saving} sx={{ mb: 1 }} />
          {Number(minimum) > 0 ? (
            <Typography variant="caption" display="block">
              {translate('resources.offers.preview.minimum', { n: Number(minimum) })}
            </Typography>
          ) : null}
          {wanted.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.offers.preview.placeholder')}
            </Typography>
          ) : null}
          <Stack spacing={1} sx={{ mt: 1 }}>
            {data.map((p) => (
              <Stack key={p.id} direction="row" alignItems="center" spacing={1}>
                <Typography sx={{ flex: 1 }}>{p.title}</Typography>
                <Typography variant="body2">{formatMoney(p.price, currency, locale)}</Typography>
                <Button size="small" variant="outlined" tabIndex={-1}>
                  {translate('resources.offers.preview.add')}
                </Button>
              </Stack>
            ))}
            {wanted.length > count ? (
              <Typography variant="caption">
                {translate('resources.offers.preview.more', { n: wanted.length - count })}
              </Typography>
            ) : null}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
