/** /setting/notifications: which events mail whom; the outbox and the templates one click away. */
import { Box, Button, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RecordContextProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { emailScreens } from '../email/email.resource';
import { mailScreens } from '../mail/mail.resource';
import { notificationRoutes } from './notification.routes';
import { NOTIFICATION_EVENTS, type NotificationSettings } from './notification.schema';
import { ScreenCard } from '../../src/components/ScreenCard';

export const NotificationsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const key = ['notifications', getCurrentShopId()];
  // Issue 27: the toast offers Undo (the shop's notification settings are one record, named by the shop).
  const undoable = useUndoSave('notifications');
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.call(notificationRoutes.get, { signal }).then((a) => a.data.events),
  });
  const [events, setEvents] = useState<NotificationSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setEvents(data);
  }, [data]);

  const toggle = (event: keyof NotificationSettings, who: 'customer' | 'merchant') => (_e: unknown, checked: boolean) =>
    setEvents((current) => current && { ...current, [event]: { ...current[event], [who]: checked } });
  const save = async () => {
    if (!events) return;
    setBusy(true);
    try {
      const answer = await dataProvider.call(notificationRoutes.update, { body: { events } });
      queryClient.setQueryData(key, answer.data.events);
      undoable({ id: getCurrentShopId() ?? '' });
    } catch (failure) {
      notify((failure as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenCard
        title="resources.notifications.title"
        help="resources.notifications.help"
        loading={isPending}
        error={!!error && 'resources.notifications.load_error'}
      >
        {events ? (
          <Table size="small" aria-label={translate('resources.notifications.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.notifications.event')}</TableCell>
                <TableCell align="center">{translate('resources.notifications.customer')}</TableCell>
                <TableCell align="center">{translate('resources.notifications.merchant')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {NOTIFICATION_EVENTS.map((event) => {
                const label = translate(`resources.email_templates.slug.${event}`);
                return (
                  <TableRow key={event}>
                    <TableCell>{label}</TableCell>
                    <TableCell align="center">
                      <Switch
                        checked={events[event].customer}
                        onChange={toggle(event, 'customer')}
                        slotProps={{
                          input: { 'aria-label': `${label}: ${translate('resources.notifications.customer')}` },
                        }}
                      />
                    </TableCell>
                    <TableCell align="center">
                      <Switch
                        checked={events[event].merchant}
                        onChange={toggle(event, 'merchant')}
                        slotProps={{
                          input: { 'aria-label': `${label}: ${translate('resources.notifications.merchant')}` },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={save} disabled={busy || !events}>
            {translate('ra.action.save')}
          </Button>
          <Button component={Link} to={mailScreens.list}>
            {translate('resources.notifications.outbox')}
          </Button>
          <Button component={Link} to={emailScreens.list}>
            {translate('resources.notifications.templates')}
          </Button>
        </Stack>
      </ScreenCard>
      {/* Issue 27: the settings' versions, kept by the shop's id (the record's content keys a reload after a save). */}
      <RecordContextProvider value={data ? { id: getCurrentShopId() ?? '', events: data } : undefined}>
        <Box sx={{ maxWidth: 840 }}>
          <HistoryCard resource="notifications" />
        </Box>
      </RecordContextProvider>
    </>
  );
};
