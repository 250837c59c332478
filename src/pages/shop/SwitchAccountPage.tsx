/**
 * /switch-account: explains that switching means signing out, then signs out and opens
 * /login with a note on signing in with the other account.
 */
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { ShopLayout } from '../../layouts/ShopLayout';

const SwitchAccountContent = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    // No "come back here after sign-in": the next account may have other shops.
    await logout({}, '/login?switch=1', false);
  };

  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <SwitchAccountIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {translate('app.switch_account.title')}
      </Typography>
      {identity?.email && (
        <Typography sx={{ mt: 2 }}>
          {translate('app.switch_account.signed_in_as', { email: String(identity.email) })}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.switch_account.body')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, mt: 4 }}>
        <Button component={Link} to="/shop/select">
          {translate('app.switch_account.cancel')}
        </Button>
        <Button variant="contained" onClick={signOut} disabled={busy}>
          {translate('app.switch_account.submit')}
        </Button>
      </Box>
    </Paper>
  );
};

export const SwitchAccountPage = () => (
  <ShopLayout>
    <SwitchAccountContent />
  </ShopLayout>
);
