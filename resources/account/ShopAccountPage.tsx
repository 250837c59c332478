/** /setting/account: the store owner's details (edited on the account screen) and the danger zone. */
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link } from 'react-router-dom';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { DeleteShopDialog } from './DeleteShopDialog';
import { ScreenCard } from '../../src/components/ScreenCard';

export const ShopAccountPage = () => {
  const translate = useTranslate();
  const { data: identity, isPending } = useGetIdentity();
  const { data: shop } = useCurrentShop();
  const [open, setOpen] = useState(false);
  return (
    <ScreenCard title="resources.shop_account.title">
      <Box component="section" aria-label={translate('resources.shop_account.owner')} sx={{ my: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {translate('resources.shop_account.owner')}
        </Typography>
        {isPending ? (
          <ScreenLoading />
        ) : (
          <>
            <Typography>{identity?.fullName}</Typography>
            <Typography color="text.secondary">{(identity as { email?: string } | undefined)?.email}</Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('resources.shop_account.owner_help')}
        </Typography>
        <Button component={Link} to="/account" variant="outlined">
          {translate('resources.shop_account.manage')}
        </Button>
      </Box>
      <Divider />
      <Box component="section" aria-label={translate('resources.shop_account.danger')} sx={{ mt: 2 }}>
        <Typography variant="subtitle1" component="h2" color="error">
          {translate('resources.shop_account.danger')}
        </Typography>
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('resources.shop_account.delete_help')}
        </Alert>
        <Button color="error" variant="contained" disabled={!shop} onClick={() => setOpen(true)}>
          {translate('resources.shop_account.delete')}
        </Button>
        {shop ? (
          <DeleteShopDialog
            shop={{ id: String(shop.id), name: shop.name }}
            open={open}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Box>
    </ScreenCard>
  );
};
