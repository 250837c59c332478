/** / : greets the merchant; today against yesterday; the setup checklist (SPEC §2 cards); the current shop. */
import { Alert, Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { PageLoading } from '../../components/PageLoading';
import { PortalTitle } from '../../components/PortalTitle';
import { useCurrentShop } from '../../components/useCurrentShop';
import { DashboardChecklist } from './DashboardChecklist';
import { DashboardShopCard } from './DashboardShopCard';
import { DashboardToday } from './DashboardToday';

export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: shop, isPending, error } = useCurrentShop();
  const firstName = typeof identity?.first_name === 'string' ? identity.first_name : '';

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <PortalTitle title="ra.page.dashboard" />
      <Typography component="h1" variant="h4" gutterBottom>
        {firstName
          ? translate('app.dashboard.greeting', { name: firstName })
          : translate('app.dashboard.greeting_anonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.subtitle')}
      </Typography>
      {isPending && <PageLoading />}
      {error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
      {shop && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <DashboardToday />
            <DashboardChecklist shop={shop} />
          </Box>
          <DashboardShopCard shop={shop} />
        </Box>
      )}
    </Box>
  );
};
