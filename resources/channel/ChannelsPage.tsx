/** /setting/channels: a switch per sales channel; active products show in every enabled one (SPEC §4). */
import { Card, CardContent, Link, List, ListItem, ListItemText, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { channelRoutes } from './channel.routes';
import { CHANNELS, type ChannelId } from './channel.schema';

export const ChannelsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const key = ['channels', getCurrentShopId()];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dp.call(channelRoutes.get, { signal }),
  });
  const toggle = async (id: ChannelId, on: boolean) => {
    try {
      queryClient.setQueryData(key, await dp.call(channelRoutes.update, { body: { channels: { [id]: on } } }));
      notify('app.message.update_success', { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message || 'app.message.generic_error', { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 840 }}>
      <Title title="resources.channels.title" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('resources.channels.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.channels.help')}
        </Typography>
        {isPending && <Loading />}
        {error && (
          <Typography role="alert" color="error">
            {translate('resources.channels.load_error')}
          </Typography>
        )}
        {data && (
          <>
            <Typography sx={{ mt: 1 }}>
              {translate('resources.channels.active', { active: data.data.active_products, total: data.data.products })}
            </Typography>
            <List>
              {CHANNELS.map((id) => (
                <ListItem
                  key={id}
                  divider
                  secondaryAction={
                    <Switch
                      edge="end"
                      checked={data.data.channels[id]}
                      onChange={(e) => void toggle(id, e.target.checked)}
                      slotProps={{ input: { 'aria-label': translate(`resources.channels.names.${id}`) } }}
                    />
                  }
                >
                  <ListItemText
                    primary={translate(`resources.channels.names.${id}`)}
                    secondary={translate(`resources.channels.about.${id}`)}
                  />
                </ListItem>
              ))}
            </List>
            <Link component={RouterLink} to="/setting/feed">
              {translate('resources.channels.feed_link')}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
};
