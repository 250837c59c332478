/** One shop in the selection list (a real list item): name, store address and how long it still runs. */
import { Avatar, Chip, ListItem, ListItemAvatar, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ShopExpiryChip } from '../../components/ShopExpiryChip';
import type { ShopRecord } from '../../components/useCurrentShop';
import { storeUrl } from '../../../core/storeUrl';

export interface ShopSelectItemProps {
  shop: ShopRecord;
  current: boolean;
  disabled: boolean;
  onSelect: (shop: ShopRecord) => void;
}

export const ShopSelectItem = ({ shop, current, disabled, onSelect }: ShopSelectItemProps) => {
  const translate = useTranslate();
  const url = storeUrl(shop, window.location.protocol);
  return (
    <ListItem disablePadding divider>
      <ListItemButton selected={current} disabled={disabled} onClick={() => onSelect(shop)} sx={{ py: 1.5 }}>
        <ListItemAvatar>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {shop.name.trim().charAt(0).toUpperCase()}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={shop.name}
          secondary={url ?? translate('app.shop_select.no_domain')}
          slotProps={{ primary: { fontWeight: 500 }, secondary: { noWrap: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ ml: 2, flexShrink: 0 }}>
          {current && <Chip size="small" color="primary" label={translate('app.shop_select.current')} />}
          <ShopExpiryChip shop={shop} />
        </Stack>
      </ListItemButton>
    </ListItem>
  );
};
