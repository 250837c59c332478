/**
 * The search dialog (GET /shop/api/search): products, orders and customers of every shop of
 * the merchant, each labelled with its shop. Asked for once typing pauses; choosing a
 * result makes its shop current and opens it, through /shop/switch like the shop switcher.
 */
import {
  Alert,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { ShopSearchResults } from '../../resources/search/search.schema';
import { SEARCH_KINDS, searchRoutes } from '../../resources/search/search.routes';
import { SHOP_SWITCH_PATH, type ShopSwitchState } from './shopList';

const PAUSE_MS = 250;
const MIN_LENGTH = 2;

type Hit = { id: string; shop_id: string; shop_name: string; primary: string; secondary?: string | null };

const hitsOf = (results: ShopSearchResults, kind: (typeof SEARCH_KINDS)[number]): Hit[] =>
  kind === 'products'
    ? results.products.map((p) => ({ ...p, primary: p.title, secondary: p.sku }))
    : kind === 'orders'
      ? results.orders.map((o) => ({ ...o, primary: o.name, secondary: o.email ?? o.customer_name }))
      : results.customers.map((c) => ({ ...c, primary: c.name || c.email, secondary: c.email }));

export const ShopSearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, error } = useQuery({
    queryKey: ['shops', 'search', q],
    enabled: open && q.length >= MIN_LENGTH,
    queryFn: ({ signal }) => dataProvider.call(searchRoutes.shops, { query: { q }, signal }).then((a) => a.data),
  });

  const choose = (kind: (typeof SEARCH_KINDS)[number], hit: Hit) => {
    onClose();
    const state: ShopSwitchState = {
      shop: { id: hit.shop_id },
      to: createPath({ resource: kind, id: hit.id, type: 'edit' }),
    };
    navigate(SHOP_SWITCH_PATH, { state });
  };
  const found = data && SEARCH_KINDS.some((kind) => data[kind].length > 0);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shop-search-title">
      <DialogTitle id="shop-search-title">{translate('app.layout.search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={translate('app.layout.search.label')}
          helperText={translate('app.layout.search.hint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ input: { endAdornment: isFetching ? <CircularProgress size={18} /> : undefined } }}
          sx={{ mt: 1 }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('app.layout.search.error')}
          </Alert>
        )}
        {data && q.length >= MIN_LENGTH && !found && (
          <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.layout.search.none')}
          </Typography>
        )}
        {data &&
          found &&
          SEARCH_KINDS.filter((kind) => data[kind].length > 0).map((kind) => (
            <List
              key={kind}
              dense
              aria-labelledby={`shop-search-${kind}`}
              subheader={
                <ListSubheader id={`shop-search-${kind}`} disableSticky>
                  {translate(`app.layout.search.${kind}`)}
                </ListSubheader>
              }
            >
              {hitsOf(data, kind).map((hit) => (
                <ListItem key={hit.id} disablePadding>
                  <ListItemButton onClick={() => choose(kind, hit)}>
                    <ListItemText
                      primary={hit.primary}
                      secondary={[hit.secondary, translate('app.layout.search.in_shop', { shop: hit.shop_name })]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ))}
      </DialogContent>
    </Dialog>
  );
};
