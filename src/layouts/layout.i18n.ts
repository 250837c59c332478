/** `app.layout.*`: top bars, user menus, side menus and help links of the four layouts. */
export const layoutMessages = {
  en: {
    layout: {
      home: 'Home',
      manage_account: 'Manage account',
      switch_account: 'Switch account',
      switch_shop: 'Switch shop',
      language: 'Language',
      help_center: 'Help center',
      community: 'Community forum',
      new_shop_help: 'How to start a new shop',
      current_shop: 'Current shop: %{name}',
      shop_setup: 'Shop details',
      account_menu: 'Account',
      account_home: 'Home',
      account_security: 'Security',
      back_to_shops: 'Back to your shops',
      signed_in_as: 'Signed in as',
      new_shop_tips_title: 'Starting a new shop?',
      new_shop_tips_body:
        'Create a shop in a minute: give it a name, a contact email and an address. You can change every detail later.',
    },
  },
  vi: {
    layout: {
      home: 'Trang chủ',
      manage_account: 'Quản lý tài khoản',
      switch_account: 'Đổi tài khoản',
      switch_shop: 'Đổi cửa hàng',
      language: 'Ngôn ngữ',
      help_center: 'Trung tâm trợ giúp',
      community: 'Diễn đàn cộng đồng',
      new_shop_help: 'Cách mở một cửa hàng mới',
      current_shop: 'Cửa hàng hiện tại: %{name}',
      shop_setup: 'Thông tin cửa hàng',
      account_menu: 'Tài khoản',
      account_home: 'Trang chủ',
      account_security: 'Bảo mật',
      back_to_shops: 'Quay lại danh sách cửa hàng',
      signed_in_as: 'Đã đăng nhập với',
      new_shop_tips_title: 'Bắt đầu một cửa hàng mới?',
      new_shop_tips_body:
        'Tạo cửa hàng chỉ trong một phút: đặt tên, email liên hệ và địa chỉ. Bạn có thể thay đổi mọi thông tin sau.',
    },
  },
};
