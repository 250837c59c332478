/** /setting/gift-cards/{id} (the declaration's edit screen): code, balance, expiry, customer, history, and disable/enable. */
import {
  Box,
  Button,
  Card,
  CardContent,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { RecordContextProvider, Title, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { useShopMoney } from '../../src/components/useShopMoney';
import { GiftCardStatus } from './GiftCardFields';
import type { giftCard, GiftCard } from './giftCard.resource';
import { useDateFormat } from '../../src/components/useShopTime';

const Line = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography>{value}</Typography>
  </Box>
);

export const GiftCardShow = ({ declared }: { declared: typeof giftCard }) => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const notify = useNotify();
  const money = useShopMoney().format;
  const { data, isPending, error, refetch } = useGetOne<GiftCard>(declared.name, { id });
  const [update, { isPending: saving }] = useUpdate<GiftCard>();
  // Issue 27: the toast of a save offers Undo.
  const saved = useUndoSave(declared.storage.table, { after: () => void refetch() });
  if (isPending) return <ScreenLoading />;
  if (error || !data)
    return (
      <Typography role="alert" color="error" sx={{ p: 2 }}>
        {translate('resources.gift_cards.load_error')}
      </Typography>
    );
  const toggle = () =>
    update(
      declared.name,
      { id: data.id, data: { disabled: !data.disabled }, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: saved,
        onError: (failure) => notify((failure as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  const f = (name: keyof typeof declared.fields) => translate(`resources.${declared.name}.fields.${name}`);
  return (
    <RecordContextProvider value={data}>
      <Card sx={{ mt: 2, maxWidth: 840 }}>
        <Title title="resources.gift_cards.title" />
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace' }}>
              {data.code}
            </Typography>
            <GiftCardStatus card={data} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.gift_cards.copy_hint')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
            <Line label={f('balance')} value={money(data.balance, data.currency)} />
            <Line label={f('initial_value')} value={money(data.initial_value, data.currency)} />
            <Line label={f('expires_at')} value={data.expires_at ?? translate('resources.gift_cards.never')} />
            <Line label={f('customer_email')} value={data.customer_email ?? '—'} />
            <Line label={f('note')} value={data.note ?? '—'} />
          </Box>
          <Button variant="outlined" color={data.disabled ? 'primary' : 'error'} onClick={toggle} disabled={saving}>
            {translate(data.disabled ? 'resources.gift_cards.enable' : 'resources.gift_cards.disable')}
          </Button>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {translate('resources.gift_cards.history')}
          </Typography>
          <MuiList dense>
            {(data.transactions ?? []).map((t) => (
              <ListItem key={t.id} divider>
                <ListItemText
                  primary={`${translate(`resources.gift_cards.kind.${t.kind}`)} · ${money(t.amount, data.currency)}`}
                  secondary={[
                    dateTime(t.created_at),
                    t.order_id ? translate('resources.gift_cards.order', { id: t.order_id }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </MuiList>
        </CardContent>
      </Card>
      <Box sx={{ maxWidth: 840 }}>
        <HistoryCard resource={declared.storage.table} />
      </Box>
    </RecordContextProvider>
  );
};
