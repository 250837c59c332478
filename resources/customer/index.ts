/**
 * Customers: SPEC §7 Customer calls behind react-admin's CRUD (update by e-mail, delete
 * with ids in the body, bulk tags as updateMany) and the SPEC §2 screens `/customers`,
 * `/customers/create`, `/customers/edit/:id` (SPEC writes `/customers/edit`; the id
 * follows) and `/customers/:id`, the detail (react-admin's edit slot, `:id`).
 */
import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { customerListQuery } from './customer.query';
import { customerRoutes } from './customer.routes';

const CustomerList = lazyNamed(() => import('./CustomerList'), 'CustomerList');
const CustomerCreate = lazyNamed(() => import('./CustomerCreate'), 'CustomerCreate');
const CustomerEdit = lazyNamed(() => import('./CustomerEdit'), 'CustomerEdit');
const CustomerShow = lazyNamed(() => import('./CustomerShow'), 'CustomerShow');
const CustomerListRedirect = lazyNamed(() => import('./CustomerEdit'), 'CustomerListRedirect');

/** SPEC §7 Customer `PUT /{email}`: the customer is named by the e-mail it has now. */
function currentEmail({ previousData, data }: { previousData?: { email?: string }; data?: { email?: string } }) {
  const email = previousData?.email ?? data?.email;
  if (!email) throw new Error('Updating a customer needs its current e-mail (previousData.email)');
  return { customer_id: email };
}

export const customerResource = defineResource({
  name: 'customers',
  idField: '_id',
  crud: {
    getList: {
      route: customerRoutes.list,
      query: customerListQuery,
      read: (answer) => ({ data: answer.data.customers, total: answer.data.total }),
    },
    getOne: { route: customerRoutes.get },
    create: { route: customerRoutes.create },
    update: { route: customerRoutes.update, params: currentEmail },
    // Bulk tags and marketing consent: `data` is the changes ({ add_tags, remove_tags, accepts_marketing }).
    updateMany: { route: customerRoutes.bulk, body: ({ ids, data }) => ({ ids: ids.map(String), changes: data }) },
    deleteMany: { route: customerRoutes.deleteMany },
  },
  i18n: () => import('./customer.i18n').then((m) => m.customerMessages),
  uses: ['orders', 'metafield_definitions'],
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  menu: { group: 'customers', order: 30 },
  routes: [
    { path: 'edit/:id', component: CustomerEdit },
    { path: 'edit', component: CustomerListRedirect },
  ],
});
