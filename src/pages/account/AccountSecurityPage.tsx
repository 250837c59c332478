/**
 * /account/security: change the sign-in e-mail and the password. Neither form warns
 * about unsaved changes: react-router runs one navigation blocker at a time, and
 * little is lost by leaving a half-typed password.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountLayout } from '../../layouts/AccountLayout';
import { AccountSection } from './AccountSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

export const AccountSecurityPage = () => {
  const translate = useTranslate();
  return (
    <AccountLayout>
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        {translate('app.account.security_title')}
      </Typography>
      <AccountSection title="app.account.email_title">
        <ChangeEmailForm />
      </AccountSection>
      <AccountSection title="app.account.password_title">
        <ChangePasswordForm />
      </AccountSection>
    </AccountLayout>
  );
};
