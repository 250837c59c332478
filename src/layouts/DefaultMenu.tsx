/**
 * Side menu: dashboard, the resources that declare a menu entry (in their declared
 * group order), and the shop's details.
 */
import StoreIcon from '@mui/icons-material/Store';
import { Menu } from 'react-admin';
import { resources } from '../../resources';

const entries = resources
  .filter((r) => r.menu && r.list)
  .sort((a, b) => (a.menu ? a.menu.order : 0) - (b.menu ? b.menu.order : 0));

export const DefaultMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    {entries.map((r) => (
      <Menu.ResourceItem key={r.name} name={r.name} />
    ))}
    <Menu.Item to="/shop/setup" primaryText="app.layout.shop_setup" leftIcon={<StoreIcon />} />
  </Menu>
);
