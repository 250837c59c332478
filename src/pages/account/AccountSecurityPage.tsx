/**
 * /account/security: change the sign-in e-mail and the password; two-step verification and
 * the signed-in devices (issue 29). Two forms, one
 * unsaved-changes confirmation (react-router runs one navigation blocker at a time):
 * the scope asks when either form holds changes.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UnsavedChangesScope } from '../../components/UnsavedChanges';
import { AccountLayout } from '../../layouts/AccountLayout';
import { AccountSection } from './AccountSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export const AccountSecurityPage = () => {
  const translate = useTranslate();
  return (
    <AccountLayout>
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        {translate('app.account.security_title')}
      </Typography>
      <UnsavedChangesScope>
        <AccountSection title="app.account.email_title">
          <ChangeEmailForm />
        </AccountSection>
        <AccountSection title="app.account.password_title">
          <ChangePasswordForm />
        </AccountSection>
      </UnsavedChangesScope>
      <TwoFactorSection />
      <SessionsSection />
    </AccountLayout>
  );
};
