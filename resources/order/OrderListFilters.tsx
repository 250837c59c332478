/** Search (number, customer name or e-mail), payment status and tag; status is the tabs', dates the range select's. */
import { SearchInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { PAYMENT_STATUSES } from './order.schema';

export const paymentStatusChoices = PAYMENT_STATUSES.map((id) => ({
  id,
  name: `resources.orders.payment_status.${id}`,
}));

/** react-admin's SearchInput shows its placeholder as given: translated here. */
export function useOrderFilters(search = 'resources.orders.list.search', all = true) {
  const translate = useTranslate();
  const q = <SearchInput key="q" source="q" alwaysOn placeholder={translate(search)} />;
  return all
    ? [
        q,
        <SelectInput
          key="payment_status"
          source="payment_status"
          label="resources.orders.fields.payment_status"
          choices={paymentStatusChoices}
          alwaysOn
          sx={{ minWidth: 210 }}
        />,
        <TextInput key="tag" source="tag" label="resources.orders.fields.tag" />,
      ]
    : [q];
}
