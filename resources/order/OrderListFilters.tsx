/** Search (number, customer name or e-mail), payment status and tag; status is the tabs', dates the range select's. */
import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { PAYMENT_STATUSES } from './order.schema';

export const paymentStatusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: `resources.orders.payment_status.${id}` }));

export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="resources.orders.list.search" />,
  <SelectInput key="payment_status" source="payment_status" choices={paymentStatusChoices} alwaysOn />,
  <TextInput key="tag" source="tag" label="resources.orders.fields.tag" />,
];
