/** A new password as sign-up and reset ask for it: the password with its hint and strength, then again. */
import { PasswordInput, useTranslate } from 'react-admin';
import { PASSWORD_MIN } from '../../../resources/auth/auth.schema';
import { PasswordStrength } from '../../components/PasswordStrength';

export const NewPasswordInputs = ({ label, autoFocus }: { label: string; autoFocus?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <PasswordInput
        source="password"
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        helperText={translate('app.signup.password_hint', { n: PASSWORD_MIN })}
      />
      <PasswordStrength />
      <PasswordInput
        source="password_confirmation"
        label="app.field.password_confirmation"
        autoComplete="new-password"
      />
    </>
  );
};
