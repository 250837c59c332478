/** Navigation menus: the declaration (menu.resource.ts) with its bespoke list and item tree editor. */
import MenuIcon from '@mui/icons-material/Menu';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { menu } from './menu.resource';

export const menuResource = declaredResource(menu, {
  icon: MenuIcon,
  recordRepresentation: 'title',
  // react-admin's own `/menus…` links land under /online-store/menu.
  redirects: true,
  views: { list: lazyNamed(() => import('./MenuList'), 'MenuList') },
  inputs: { items: lazyNamed(() => import('./MenuItemsInput'), 'MenuItemsInput') },
});
