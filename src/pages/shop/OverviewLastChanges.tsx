/**
 * A shop's last changes on the several-shops overview (issue 27 item 4): who changed what,
 * when (relative, on that shop's clock), and a link to its Activity screen in that shop.
 */
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIMEZONES, timezoneOffsetMinutes, type Timezone } from '../../../core/timezones';
import type { OverviewShop } from '../../../resources/shop/shop.overview.schema';
import { formatDate, formatTime, relativeTime } from '../../lib/relativeTime';

export const ACTIVITY_SCREEN = '/activity';

export const OverviewLastChanges = ({
  shop,
  open,
}: {
  shop: OverviewShop;
  open: (shop: OverviewShop, to: string) => void;
}) => {
  const translate = useTranslate();
  const changes = shop.last_changes ?? [];
  const offset = (TIMEZONES as readonly string[]).includes(shop.timezone)
    ? timezoneOffsetMinutes(shop.timezone as Timezone)
    : undefined;
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {translate('app.shop_overview.last_changes')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.shop_overview.no_changes')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate('app.shop_overview.last_changes_in', { shop: shop.name })}>
          {changes.map((change) => {
            const when = relativeTime(change.at, new Date(), offset);
            return (
              <ListItem
                key={`${change.resource}-${change.record_id}-${change.at}`}
                disableGutters
                data-change={change.action}
              >
                <ListItemText
                  primary={translate('app.shop_overview.change', {
                    action: translate(`app.shop_overview.actions.${change.action}`),
                    name: change.name ?? change.record_id,
                  })}
                  secondary={
                    <>
                      {change.author.name || translate('app.shop_overview.platform')} ·{' '}
                      <time
                        dateTime={change.at}
                        title={`${formatDate(change.at, offset)} ${formatTime(change.at, offset)}`}
                      >
                        {translate(when.key, when.args)}
                      </time>
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button size="small" onClick={() => open(shop, ACTIVITY_SCREEN)}>
        {translate('app.shop_overview.all_activity')}
      </Button>
    </>
  );
};
