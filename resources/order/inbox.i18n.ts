/** `resources.inbox_orders` strings: the order inbox across shops (issue 26 item 2), English and Vietnamese. */
export const inboxMessages = {
  en: {
    name: 'Order of all shops |||| Orders of all shops',
    menu: 'All shops’ orders',
    title: 'Orders of all shops',
    subtitle: 'Every order of every shop you run, in one list. Opening one switches to its shop.',
    fields: { shop: 'Shop', shop_id: 'Shop' },
    empty_title: 'No orders in your shops yet',
    empty_hint: 'Orders of every shop you run will show here.',
  },
  vi: {
    name: 'Đơn hàng mọi cửa hàng |||| Đơn hàng mọi cửa hàng',
    menu: 'Đơn hàng mọi cửa hàng',
    title: 'Đơn hàng của mọi cửa hàng',
    subtitle:
      'Mọi đơn hàng của mọi cửa hàng bạn quản lý, trong một danh sách. Mở một đơn sẽ chuyển sang cửa hàng của đơn đó.',
    fields: { shop: 'Cửa hàng', shop_id: 'Cửa hàng' },
    empty_title: 'Các cửa hàng của bạn chưa có đơn hàng nào',
    empty_hint: 'Đơn hàng của mọi cửa hàng bạn quản lý sẽ hiện ở đây.',
  },
};
