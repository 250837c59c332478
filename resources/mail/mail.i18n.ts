/** `resources.mails` strings: the outbox and the kinds of mail (en + vi). */
export const mailMessages = {
  en: {
    name: 'Mail |||| Mails',
    fields: { created_at: 'Date', kind: 'Kind', to: 'To', subject: 'Subject', order_id: 'Order id', body: 'Message' },
    menu: 'Mail outbox',
    title: 'Mail outbox',
    load_error: 'The mails could not be loaded.',
    back: 'Back to the outbox',
    to_line: 'To: %{to}',
    open_order: 'Open the order',
    kind: {
      order_confirmation: 'Order confirmation',
      payment_reminder: 'Payment reminder',
      abandoned_checkout: 'Abandoned checkout recovery',
      shipping_confirmation: 'Shipping confirmation',
    },
    transport: { outbox: 'Kept in the outbox, not sent', smtp: 'Sent' },
  },
  vi: {
    name: 'Email |||| Email',
    fields: { created_at: 'Ngày', kind: 'Loại', to: 'Người nhận', subject: 'Tiêu đề', order_id: 'Mã đơn hàng', body: 'Nội dung' },
    menu: 'Hộp thư đi',
    title: 'Hộp thư đi',
    load_error: 'Không tải được danh sách email.',
    back: 'Quay lại hộp thư đi',
    to_line: 'Người nhận: %{to}',
    open_order: 'Mở đơn hàng',
    kind: {
      order_confirmation: 'Email xác nhận đơn hàng',
      payment_reminder: 'Email nhắc thanh toán',
      abandoned_checkout: 'Email khôi phục thanh toán bị bỏ dở',
      shipping_confirmation: 'Email xác nhận giao hàng',
    },
    transport: { outbox: 'Lưu trong hộp thư đi, chưa gửi', smtp: 'Đã gửi' },
  },
};
