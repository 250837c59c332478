/**
 * Customers: the declaration (customer.resource.ts) mounted with its bespoke screens: the list
 * (sort select, import, export, bulk tags), the form's layout, and a customer's page `:id`
 * with its orders; bulk tags and marketing consent are react-admin's updateMany.
 */
import PeopleIcon from '@mui/icons-material/People';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { customer, customerRoutes } from './customer.resource';

export const customerResource = declaredResource(customer, {
  icon: PeopleIcon,
  recordRepresentation: 'name',
  views: {
    list: lazyNamed(() => import('./CustomerList'), 'CustomerList'),
    create: lazyNamed(() => import('./CustomerCreate'), 'CustomerCreate'),
    edit: lazyNamed(() => import('./CustomerEdit'), 'CustomerEdit'),
  },
  more: [
    { path: ':id', view: lazyNamed(() => import('./CustomerShow'), 'CustomerShow') },
    // SPEC §2 writes `/customers/edit`: without an id, the list.
    { path: 'edit', view: lazyNamed(() => import('./CustomerEdit'), 'CustomerListRedirect') },
  ],
  crud: {
    // `data` is the changes ({ add_tags, remove_tags, accepts_marketing }).
    updateMany: { route: customerRoutes.bulk, body: ({ ids, data }) => ({ ids: ids.map(String), changes: data }) },
  },
});
