/** `app.dashboard.*`: the welcome screen of the current shop. */
export const dashboardMessages = {
  en: {
    dashboard: {
      greeting: 'Welcome, %{name}!',
      greeting_anonymous: 'Welcome!',
      subtitle: "Here is what's happening with your shop.",
      shop_title: 'Your shop',
      store_url: 'Store address',
      no_store_url: 'Not published yet',
      plan: 'Trial or plan',
      setup_title: 'Complete your shop details',
      setup_body: 'Add your address, phone number and legal business name so customers can reach you and invoices are correct.',
      setup_action: 'Complete shop details',
    },
  },
  vi: {
    dashboard: {
      greeting: 'Xin chào, %{name}!',
      greeting_anonymous: 'Xin chào!',
      subtitle: 'Đây là tình hình cửa hàng của bạn.',
      shop_title: 'Cửa hàng của bạn',
      store_url: 'Địa chỉ cửa hàng',
      no_store_url: 'Chưa xuất bản',
      plan: 'Dùng thử hoặc gói dịch vụ',
      setup_title: 'Hoàn thiện thông tin cửa hàng',
      setup_body: 'Thêm địa chỉ, số điện thoại và tên pháp lý của doanh nghiệp để khách hàng liên hệ được với bạn và hóa đơn luôn chính xác.',
      setup_action: 'Hoàn thiện thông tin',
    },
  },
};
