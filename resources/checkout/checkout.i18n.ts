/** `resources.checkout` strings: /setting/checkout (en + vi). */
export const checkoutMessages = {
  en: {
    name: 'Checkout |||| Checkout',
    menu: 'Checkout',
    title: 'Checkout',
    subtitle: 'Tips, working hours and order ids at checkout.',
    sections: { tip: 'Tip', working: 'Working hours', orders: 'Order id' },
    tip_help: 'Let customers add a tip. Suggestions are percentages of the order (up to 3, from 1 to 100).',
    working_help: 'When your shop takes orders; show the hours at checkout or keep them hidden.',
    suggestion: 'Suggestion %{n} (%)',
    fields: {
      tip: { enabled: 'Offer tips at checkout', message: 'Tip message' },
      working: { from: 'From', to: 'To', show: 'Show working hours at checkout' },
    },
  },
  vi: {
    name: 'Thanh toán đơn hàng |||| Thanh toán đơn hàng',
    menu: 'Trang thanh toán',
    title: 'Trang thanh toán',
    subtitle: 'Tiền tip, giờ làm việc và mã đơn hàng khi thanh toán.',
    sections: { tip: 'Tiền tip', working: 'Giờ làm việc', orders: 'Mã đơn hàng' },
    tip_help: 'Cho phép khách thêm tiền tip. Gợi ý là phần trăm của đơn hàng (tối đa 3, từ 1 đến 100).',
    working_help: 'Thời gian cửa hàng nhận đơn; hiển thị giờ làm việc khi thanh toán hoặc ẩn đi.',
    suggestion: 'Gợi ý %{n} (%)',
    fields: {
      tip: { enabled: 'Cho phép tip khi thanh toán', message: 'Lời nhắn về tiền tip' },
      working: { from: 'Từ', to: 'Đến', show: 'Hiển thị giờ làm việc khi thanh toán' },
    },
  },
};
