/**
 * Issue 29: the devices signed in to the account, newest use first, this one marked; any
 * other can be signed out, or all of them at once. Their tokens answer 401 from then on.
 */
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { authRoutes } from '../../../resources/auth/auth.routes';
import type { Session } from '../../../resources/auth/auth.schema';
import { failureMessageKey } from '../../components/useSubmitFailure';
import { AccountSection } from './AccountSection';
import { describeUserAgent } from './userAgent';
import { useDateFormat } from '../../components/useShopTime';

const QUERY_KEY = ['auth', 'sessions'];

function useDeviceName() {
  const translate = useTranslate();
  return (session: Session) => {
    const { browser, os } = describeUserAgent(session.user_agent);
    if (browser && os) return translate('app.account.session_browser_on', { browser, os });
    return browser ?? os ?? translate('app.account.session_unknown_device');
  };
}

export const SessionsSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTime: time } = useDateFormat();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const deviceName = useDeviceName();
  const [busy, setBusy] = useState(false);
  const { data: sessions, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await dataProvider.call(authRoutes.sessions, {})).data,
  });

  const run = async (end: () => Promise<{ data: { ended: number } }>, message: (ended: number) => string) => {
    setBusy(true);
    try {
      const { data } = await end();
      notify(message(data.ended), { type: 'success' });
    } catch (failure) {
      notify(failureMessageKey(failure), { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    }
  };
  const endOne = (id: string) =>
    run(
      () => dataProvider.call(authRoutes.endSession, { params: { id } }),
      () => translate('app.account.session_ended'),
    );
  const endOthers = () =>
    run(
      () => dataProvider.call(authRoutes.endOtherSessions, {}),
      (ended) => translate('app.account.sessions_ended', { smart_count: ended }),
    );
  const others = sessions?.filter((s) => !s.current) ?? [];

  return (
    <AccountSection title="app.account.sessions_title">
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.account.sessions_intro')}
      </Alert>
      {error && <Alert severity="error">{translate(failureMessageKey(error))}</Alert>}
      {!sessions && !error && <Skeleton variant="rounded" height={72} />}
      {sessions && (
        <List disablePadding aria-label={translate('app.account.sessions_title')}>
          {sessions.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Chip label={translate('app.account.session_this_device')} color="primary" size="small" />
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => void endOne(session.id)}
                    aria-label={translate('app.account.session_sign_out_named', { device: deviceName(session) })}
                  >
                    {translate('app.account.session_sign_out')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: 14 }}
                primary={deviceName(session)}
                secondary={
                  <Stack component="span">
                    {session.ip && <span>{translate('app.account.session_address', { ip: session.ip })}</span>}
                    <span>{translate('app.account.session_first_used', { time: time(session.created_at) })}</span>
                    <span>{translate('app.account.session_last_used', { time: time(session.last_used_at) })}</span>
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {sessions && (
        <Box sx={{ mt: 2 }}>
          {others.length ? (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => void endOthers()}>
              {translate('app.account.sessions_sign_out_others')}
            </Button>
          ) : (
            <Alert severity="success">{translate('app.account.sessions_none_other')}</Alert>
          )}
        </Box>
      )}
    </AccountSection>
  );
};
