/** `resources.notifications` strings: /setting/notifications (en + vi). */
export const notificationMessages = {
  en: {
    name: 'Notification |||| Notifications',
    menu: 'Notifications',
    title: 'Notifications',
    help: 'Choose which mails your customers get by themselves, and which ones you get a copy of. Mails you send from an order are always sent.',
    event: 'Mail',
    customer: 'Mail the customer',
    merchant: 'Send me a copy',
    outbox: 'Open the mail outbox',
    templates: 'Edit the email templates',
    load_error: 'The notification settings could not be loaded.',
  },
  vi: {
    name: 'Thông báo |||| Thông báo',
    menu: 'Thông báo',
    title: 'Thông báo',
    help: 'Chọn email nào khách hàng tự động nhận và email nào bạn nhận bản sao. Email bạn gửi từ một đơn hàng luôn được gửi.',
    event: 'Email',
    customer: 'Gửi cho khách hàng',
    merchant: 'Gửi bản sao cho tôi',
    outbox: 'Mở hộp thư đi',
    templates: 'Sửa mẫu email',
    load_error: 'Không tải được cài đặt thông báo.',
  },
};
