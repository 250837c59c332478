/**
 * The current shop in the app bar, and a menu to switch to another (SPEC §2). Switching
 * goes through /shop/switch with the destination pathAfterShopSwitch gives: leaving the
 * current screen first means a form with unsaved changes asks before anything changes.
 */
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Button,
  CircularProgress,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { pathAfterShopSwitch } from '../lib/shopSwitch';
import { INBOX_PATH, SHOP_LIST_PARAMS, SHOP_SWITCH_PATH, type ShopSwitchState } from './shopList';
import { useCurrentShop, type ShopRecord } from './useCurrentShop';

export const ShopSwitcher = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: shop } = useCurrentShop();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Asked only once the menu opens: the first load of a screen stays light.
  const { data: shops, isPending } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS, { enabled: Boolean(anchor) });
  if (!shop) return null;

  const close = () => setAnchor(null);
  const choose = (next: ShopRecord) => {
    close();
    if (String(next.id) === String(shop.id)) return;
    const state: ShopSwitchState = {
      shop: { id: next.id, language: next.language },
      to: pathAfterShopSwitch(pathname),
    };
    navigate(SHOP_SWITCH_PATH, { state });
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.layout.current_shop', { name: shop.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'shop-switcher-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<StorefrontIcon />}
        endIcon={<ExpandMoreIcon />}
        sx={{
          textTransform: 'none',
          minWidth: 0,
          mx: { xs: 0, sm: 1 },
          '& .MuiButton-startIcon': { display: { xs: 'none', md: 'inherit' } },
        }}
      >
        <Typography
          component="span"
          variant="subtitle1"
          noWrap
          data-testid="current-shop-name"
          sx={{ maxWidth: { xs: 110, sm: 220, md: 320 } }}
        >
          {shop.name}
        </Typography>
      </Button>
      <Menu id="shop-switcher-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListSubheader>{translate('app.layout.switch_shop')}</ListSubheader>
        {isPending && (
          <MenuItem disabled>
            <CircularProgress size={18} aria-label={translate('ra.page.loading')} />
          </MenuItem>
        )}
        {(shops ?? []).map((item) => (
          <MenuItem key={item.id} selected={String(item.id) === String(shop.id)} onClick={() => choose(item)}>
            <ListItemIcon>
              <StorefrontIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{item.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={Link} to="/shop/overview" onClick={close}>
          <ListItemText inset>{translate('app.layout.shops_overview')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={INBOX_PATH} onClick={close}>
          <ListItemText inset>{translate('app.layout.all_orders')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to="/shop/select" onClick={close}>
          <ListItemText inset>{translate('app.layout.all_shops')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to="/shop/create" onClick={close}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.create_shop')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
