/** The inbox's shop filter: one of the merchant's shops (the switcher's list), or all of them. */
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { SHOP_LIST_PARAMS } from '../../src/components/shopList';
import type { ShopRecord } from '../../src/components/useCurrentShop';

export const InboxShopInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { data: shops, isPending } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS);
  return (
    <SelectInput
      {...props}
      choices={shops ?? []}
      optionText="name"
      isPending={isPending}
      label="resources.inbox_orders.fields.shop"
      emptyText="app.layout.all_shops"
      sx={{ minWidth: 200 }}
    />
  );
};
