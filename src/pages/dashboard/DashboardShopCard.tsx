/** The current shop at a glance: name, e-mail, currency, language, store address, time left. */
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ShopExpiryChip } from '../../components/ShopExpiryChip';
import type { ShopRecord } from '../../components/useCurrentShop';
import { storeUrl } from '../../../core/storeUrl';
import { LANGUAGE_CHOICES } from '../../components/shopChoices';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    component="div"
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, py: 0.75, gap: 0.5 }}
  >
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

export const DashboardShopCard = ({ shop }: { shop: ShopRecord }) => {
  const translate = useTranslate();
  const url = storeUrl(shop, window.location.protocol);
  const field = (name: string) => translate(`resources.shops.fields.${name}`);
  return (
    <Card component="section" aria-label={translate('app.dashboard.shop_title')}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {shop.name}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={field('email')}>{shop.email}</Row>
          <Row label={field('currency')}>{shop.currency}</Row>
          <Row label={field('language')}>
            {LANGUAGE_CHOICES.find((l) => l.id === shop.language)?.name ?? shop.language}
          </Row>
          <Row label={translate('app.dashboard.store_url')}>
            {url ? (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </Link>
            ) : (
              translate('app.dashboard.no_store_url')
            )}
          </Row>
          <Row label={translate('app.dashboard.plan')}>
            <ShopExpiryChip shop={shop} />
          </Row>
        </Box>
      </CardContent>
    </Card>
  );
};
