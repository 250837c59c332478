/**
 * What happened to the order, newest first: created, status and payment changes, refunds
 * with their reason, fulfillments, mails (each links to the outbox, where the mail can be read).
 */
import { Box, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { mailScreens } from '../mail/mail.resource';
import type { Order } from './order.schema';
import { timelineArgs } from './order.timeline';
import { RelativeTime } from '../../src/components/OrderFields';
import { SectionCard } from '../../src/components/SectionCard';
import { useShopMoney } from '../../src/components/useShopMoney';

export const OrderTimeline = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const money = useShopMoney().format;
  const entries = order.timeline ?? [];
  return (
    <SectionCard title="resources.orders.detail.timeline">
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.orders.detail.no_events')}
        </Typography>
      )}
      <List dense aria-label={translate('resources.orders.detail.timeline')} sx={{ py: 0 }}>
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
            <ListItemText
              primary={translate(entry.message, { _: entry.type, ...timelineArgs(entry, translate, money) })}
              secondary={
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <RelativeTime at={entry.at} />
                  {entry.type === 'mail_sent' && (
                    <MuiLink
                      component={Link}
                      to={mailScreens.outbox({ query: { filter: { order_id: String(order.id) } } })}
                      variant="body2"
                    >
                      {translate('resources.orders.detail.read_mail')}
                    </MuiLink>
                  )}
                </Box>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
};
