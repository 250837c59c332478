/** / : greets the merchant and shows the current shop, with a way to complete its details. */
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentShop } from '../../components/useCurrentShop';
import { DashboardShopCard } from './DashboardShopCard';

const SetupCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate('app.dashboard.setup_title')}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>{translate('app.dashboard.setup_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.dashboard.setup_body')}</Typography>
        <Button variant="contained" component={Link} to="/shop/setup">{translate('app.dashboard.setup_action')}</Button>
      </CardContent>
    </Card>
  );
};

export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: shop, isPending, error } = useCurrentShop();
  const firstName = typeof identity?.first_name === 'string' ? identity.first_name : '';

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title="ra.page.dashboard" />
      <Typography component="h1" variant="h4" gutterBottom>
        {firstName ? translate('app.dashboard.greeting', { name: firstName }) : translate('app.dashboard.greeting_anonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{translate('app.dashboard.subtitle')}</Typography>
      {isPending && <PageLoading />}
      {error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
      {shop && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <DashboardShopCard shop={shop} />
          <SetupCard />
        </Box>
      )}
    </Box>
  );
};
