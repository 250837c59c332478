/** `resources.channels` strings: /setting/channels (en + vi). */
export const channelMessages = {
  en: {
    name: 'Sales channel |||| Sales channels',
    menu: 'Sales channels',
    title: 'Sales channels',
    description: 'Where your products are sold: online store and product feeds.',
    help: 'Active products are shown in every enabled sales channel; inactive products in none.',
    active: '%{active} of %{total} products are active and shown in every enabled channel.',
    fields: {
      online_store: 'Online store',
      google: 'Google product feed',
      facebook: 'Facebook catalogue feed',
      active_products: 'Active products',
      products: 'Products',
    },
    about: {
      online_store: 'Your storefront at your domain.',
      google: 'Products listed on Google Shopping through the data feed.',
      facebook: 'Products in your Facebook and Instagram shop through the data feed.',
    },
    feed_link: 'Data feeds',
    load_error: 'The sales channels could not be loaded.',
  },
  vi: {
    name: 'Kênh bán hàng |||| Kênh bán hàng',
    menu: 'Kênh bán hàng',
    title: 'Kênh bán hàng',
    description: 'Nơi bán sản phẩm: cửa hàng trực tuyến và nguồn cấp dữ liệu.',
    help: 'Sản phẩm đang hoạt động được hiển thị trên mọi kênh đã bật; sản phẩm ngừng hoạt động thì không.',
    active: '%{active} trên %{total} sản phẩm đang hoạt động và hiển thị trên mọi kênh đã bật.',
    fields: {
      online_store: 'Cửa hàng trực tuyến',
      google: 'Nguồn cấp sản phẩm Google',
      facebook: 'Nguồn cấp danh mục Facebook',
      active_products: 'Sản phẩm đang hoạt động',
      products: 'Sản phẩm',
    },
    about: {
      online_store: 'Cửa hàng của bạn tại tên miền của bạn.',
      google: 'Sản phẩm hiển thị trên Google Shopping qua nguồn cấp dữ liệu.',
      facebook: 'Sản phẩm trong cửa hàng Facebook và Instagram qua nguồn cấp dữ liệu.',
    },
    feed_link: 'Nguồn cấp dữ liệu',
    load_error: 'Không tải được kênh bán hàng.',
  },
};
