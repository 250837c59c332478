/**
 * /setting/channels: a switch per declared channel, each saved as it is switched (a save names
 * only that channel), and how many products are active, so shown in every enabled one (SPEC §4).
 * Bespoke beside the generated form: no Save button, the counts and the feeds link.
 */
import { Link, List, ListItem, ListItemText, Switch, Typography } from '@mui/material';
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { writableFields, type DeclaredSettings } from '../../core/settings';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { ScreenCard } from '../../src/components/ScreenCard';

type Channels = Record<string, boolean | number> & { id: string; active_products: number; products: number };

/** A failed read shows the alert in place (react-admin would toast it). */
const quiet = { onError: () => undefined };

export const ChannelsView = ({ declared }: { declared: DeclaredSettings }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const id = getCurrentShopId();
  const { data, isPending, error } = useGetOne<Channels>(declared.name, { id: id! }, quiet);
  const [update] = useUpdate<Channels>();
  const toggle = (source: string, on: boolean) =>
    update(
      declared.name,
      { id, data: { [source]: on }, previousData: data },
      {
        onSuccess: () => notify('app.message.update_success', { type: 'success' }),
        onError: (failure) => notify((failure as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  return (
    <ScreenCard
      title="resources.channels.title"
      help="resources.channels.help"
      loading={isPending}
      error={!!error && 'resources.channels.load_error'}
    >
      {data && (
        <>
          <Typography sx={{ mt: 1 }}>
            {translate('resources.channels.active', { active: data.active_products, total: data.products })}
          </Typography>
          <List>
            {Object.entries(writableFields(declared.fields)).map(([source, field]) => (
              <ListItem
                key={source}
                divider
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={data[source] === true}
                    onChange={(e) => void toggle(source, e.target.checked)}
                    slotProps={{ input: { 'aria-label': translate(`resources.channels.fields.${source}`) } }}
                  />
                }
              >
                <ListItemText
                  primary={translate(`resources.channels.fields.${source}`)}
                  secondary={field.help ? translate(field.help) : undefined}
                />
              </ListItem>
            ))}
          </List>
          <Link component={RouterLink} to="/setting/feed">
            {translate('resources.channels.feed_link')}
          </Link>
        </>
      )}
    </ScreenCard>
  );
};
