/**
 * Sign-in and sign-up frame. It also keeps a referral code from the link the merchant
 * arrived with (?ref= or ?ref_id=) in the ref_id cookie for 30 days (SPEC §2, §9), so a
 * sign-up later still credits it.
 */
import { Box, Card, CardContent } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLogo } from '../components/AppLogo';
import { LanguageMenu } from '../components/LanguageMenu';
import { ScreenTitleSync } from '../components/ScreenTitleSync';
import { setRefId } from '../lib/currentShop';

/** Short word characters only: the sign-up body accepts under 64 characters. */
const REF_PATTERN = /^[\w-]{1,63}$/;

export function referralFrom(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const ref = (params.get('ref') ?? params.get('ref_id'))?.trim();
  return ref && REF_PATTERN.test(ref) ? ref : undefined;
}

export const EmptyLayout = ({ children }: { children: ReactNode }) => {
  const { search } = useLocation();
  useEffect(() => {
    const ref = referralFrom(search);
    if (ref) setRefId(ref);
  }, [search]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <ScreenTitleSync />
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 3, py: 2 }}
      >
        <AppLogo to="/login" color="primary.main" />
        <LanguageMenu color="primary" />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          px: 2,
          pt: { xs: 2, sm: 6 },
          pb: 6,
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 460 }} elevation={2}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
};
