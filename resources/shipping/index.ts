/** Shipping zones: the declaration (shipping.resource.ts) mounted with its icon; the list screen adds the quote tester. */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { shipping } from './shipping.resource';

const ShippingPage = lazyNamed(() => import('./ShippingPage'), 'ShippingPage');

export const shippingResource = declaredResource(shipping, { icon: LocalShippingIcon, views: { list: ShippingPage } });
