/** /account: profile (first and last name, SPEC §5 person names; avatar URL). */
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, TextInput, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import { ProfileBody } from '../../../resources/auth/auth.schema';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmitFailure } from '../../components/useSubmitFailure';
import { AccountLayout } from '../../layouts/AccountLayout';
import { zodResolver } from '../../lib/zodResolver';
import { AccountSection } from './AccountSection';
import { useIdentityUpdate } from './useIdentityUpdate';

const resolver = zodResolver(ProfileBody);

const ProfileForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const onFailure = useSubmitFailure();
  const updateIdentity = useIdentityUpdate();
  const { identity, isPending } = useGetIdentity();
  const record = useMemo(
    () => ({
      first_name: identity?.first_name ?? '',
      last_name: identity?.last_name ?? '',
      avatar: identity?.avatar ?? '',
    }),
    [identity?.first_name, identity?.last_name, identity?.avatar],
  );
  if (isPending || !identity) return <PageLoading />;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.call(authRoutes.updateProfile, { body: values });
      updateIdentity(data);
      notify('app.account.profile_saved', { type: 'success' });
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar src={identity.avatar || undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {String(identity.initials ?? '')}
        </Avatar>
        <Box>
          <Typography variant="subtitle1">{identity.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {String(identity.email ?? '')}
          </Typography>
        </Box>
      </Box>
      <Form defaultValues={record} onSubmit={submit} resolver={resolver} warnWhenUnsavedChanges noValidate>
        <Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
            <TextInput source="first_name" label="app.field.first_name" autoComplete="given-name" />
            <TextInput source="last_name" label="app.field.last_name" autoComplete="family-name" />
          </Stack>
          <TextInput
            source="avatar"
            label="app.account.avatar"
            type="url"
            helperText={translate('app.account.avatar_hint')}
          />
          <Box>
            <SubmitButton label="ra.action.save" />
          </Box>
        </Stack>
      </Form>
    </>
  );
};

export const AccountPage = () => {
  const translate = useTranslate();
  return (
    <AccountLayout>
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        {translate('app.account.title')}
      </Typography>
      <AccountSection
        title="app.account.profile_title"
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.account.profile_body')}
          </Typography>
        }
      >
        <ProfileForm />
      </AccountSection>
    </AccountLayout>
  );
};
