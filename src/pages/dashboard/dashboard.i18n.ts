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
      today: {
        title: 'Today',
        sales: 'Sales',
        orders: 'Orders',
        yesterday: 'Yesterday: %{value}',
        open: 'View analytics',
      },
      checklist: {
        title: 'Set up your shop',
        progress: '%{done} of %{total} steps done',
        done: 'Done',
        todo: 'To do',
      },
      steps: {
        welcome: {
          title: 'Complete your shop details',
          body: 'Add your phone number and legal business name so customers can reach you and invoices are correct.',
          action: 'Add details',
        },
        products: {
          title: 'Add products',
          body: 'Add your first product with images, price and stock.',
          action: 'Add product',
        },
        domains: { title: 'Connect a domain', body: 'Use your own domain name for the store.', action: 'Add domain' },
        language: { title: 'Choose languages', body: 'Pick the languages of your store.', action: 'Languages' },
        customers_orders: {
          title: 'Get customers and orders',
          body: 'Customers and orders appear here when you start selling.',
          action: 'View orders',
        },
        preferences: {
          title: 'Set your preferences',
          body: 'Add a store title and description for search engines.',
          action: 'Preferences',
        },
        payment_shipping: {
          title: 'Set up payment and shipping',
          body: 'Choose how customers pay and how orders are delivered.',
          action: 'Payments',
        },
      },
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
      today: {
        title: 'Hôm nay',
        sales: 'Doanh thu',
        orders: 'Đơn hàng',
        yesterday: 'Hôm qua: %{value}',
        open: 'Xem phân tích',
      },
      checklist: {
        title: 'Thiết lập cửa hàng',
        progress: 'Đã xong %{done}/%{total} bước',
        done: 'Đã xong',
        todo: 'Chưa làm',
      },
      steps: {
        welcome: {
          title: 'Hoàn thiện thông tin cửa hàng',
          body: 'Thêm số điện thoại và tên pháp lý của doanh nghiệp để khách hàng liên hệ được với bạn và hóa đơn luôn chính xác.',
          action: 'Thêm thông tin',
        },
        products: {
          title: 'Thêm sản phẩm',
          body: 'Thêm sản phẩm đầu tiên với hình ảnh, giá và tồn kho.',
          action: 'Thêm sản phẩm',
        },
        domains: { title: 'Kết nối tên miền', body: 'Dùng tên miền riêng cho cửa hàng.', action: 'Thêm tên miền' },
        language: { title: 'Chọn ngôn ngữ', body: 'Chọn các ngôn ngữ của cửa hàng.', action: 'Ngôn ngữ' },
        customers_orders: {
          title: 'Có khách hàng và đơn hàng',
          body: 'Khách hàng và đơn hàng sẽ hiển thị ở đây khi bạn bắt đầu bán.',
          action: 'Xem đơn hàng',
        },
        preferences: {
          title: 'Thiết lập tùy chọn',
          body: 'Thêm tiêu đề và mô tả cửa hàng cho công cụ tìm kiếm.',
          action: 'Tùy chọn',
        },
        payment_shipping: {
          title: 'Thiết lập thanh toán và vận chuyển',
          body: 'Chọn cách khách hàng thanh toán và cách giao hàng.',
          action: 'Thanh toán',
        },
      },
    },
  },
};
