/** `resources.draft_orders` strings: the drafts list, the draft editor, invoice and completion (en + vi). */
export const draftMessages = {
  en: {
    name: 'Draft order |||| Draft orders',
    fields: {
      name: 'Draft', customer: 'Customer', customer_id: 'Customer', total: 'Total', updated_at: 'Updated',
      payment_method: 'Payment method', shipping: 'Shipping', note: 'Note', code: 'Discount code', gift_card: 'Gift card code',
      billing_same_as_shipping: 'Billing address same as shipping', invoice_sent_at: 'Invoice sent',
    },
    address: {
      first_name: 'First name', last_name: 'Last name', phone: 'Phone', company: 'Company', address: 'Address',
      apartment: 'Apartment, suite', city: 'City', province: 'Province', country_code: 'Country code', zip_code: 'Postal code',
    },
    list: {
      title: 'Draft orders', create: 'Create draft order', search: 'Search by draft, customer or email',
      empty_title: 'No draft orders', empty_hint: 'Save an order for a customer as a draft, send them an invoice, and complete it later.',
      load_error: 'The draft orders could not be loaded.', no_customer: 'No customer',
    },
    editor: {
      title_new: 'New draft order', title: 'Draft order %{name}', back: 'Back to draft orders', save: 'Save draft',
      saved: 'Draft %{name} saved', shipping_address: 'Shipping address', billing_address: 'Billing address',
      no_address: 'No address yet: pick a customer or enter one.', totals: 'Totals',
      priced_on_save: 'Totals are calculated by the store when the draft is saved.',
      unsaved: 'Unsaved changes: save the draft to price it again.', load_error: 'This draft order could not be loaded.',
    },
    actions: {
      send_invoice: 'Send invoice', invoice_sent: 'Invoice sent to %{to}', invoice_last_sent: 'Invoice last sent',
      mark_paid: 'Mark as paid', create_order: 'Create order', save_first: 'Save the draft before completing it.',
      completed: 'Order %{name} created', already_order: 'This draft is already order %{name}.', open_order: 'Open the order',
    },
  },
  vi: {
    name: 'Đơn hàng nháp |||| Đơn hàng nháp',
    fields: {
      name: 'Đơn nháp', customer: 'Khách hàng', customer_id: 'Khách hàng', total: 'Tổng cộng', updated_at: 'Cập nhật',
      payment_method: 'Phương thức thanh toán', shipping: 'Phí vận chuyển', note: 'Ghi chú', code: 'Mã giảm giá', gift_card: 'Mã thẻ quà tặng',
      billing_same_as_shipping: 'Địa chỉ thanh toán giống địa chỉ giao hàng', invoice_sent_at: 'Đã gửi hóa đơn',
    },
    address: {
      first_name: 'Tên', last_name: 'Họ', phone: 'Số điện thoại', company: 'Công ty', address: 'Địa chỉ',
      apartment: 'Căn hộ, tầng', city: 'Thành phố', province: 'Tỉnh', country_code: 'Mã quốc gia', zip_code: 'Mã bưu chính',
    },
    list: {
      title: 'Đơn hàng nháp', create: 'Tạo đơn hàng nháp', search: 'Tìm theo đơn nháp, khách hàng hoặc email',
      empty_title: 'Chưa có đơn hàng nháp', empty_hint: 'Lưu đơn hàng cho khách dưới dạng nháp, gửi hóa đơn cho khách và hoàn tất sau.',
      load_error: 'Không tải được danh sách đơn hàng nháp.', no_customer: 'Chưa có khách hàng',
    },
    editor: {
      title_new: 'Đơn hàng nháp mới', title: 'Đơn hàng nháp %{name}', back: 'Quay lại đơn hàng nháp', save: 'Lưu nháp',
      saved: 'Đã lưu đơn nháp %{name}', shipping_address: 'Địa chỉ giao hàng', billing_address: 'Địa chỉ thanh toán',
      no_address: 'Chưa có địa chỉ: chọn khách hàng hoặc nhập địa chỉ.', totals: 'Tổng tiền',
      priced_on_save: 'Cửa hàng tính tổng tiền khi đơn nháp được lưu.',
      unsaved: 'Có thay đổi chưa lưu: hãy lưu đơn nháp để tính lại giá.', load_error: 'Không tải được đơn hàng nháp này.',
    },
    actions: {
      send_invoice: 'Gửi hóa đơn', invoice_sent: 'Đã gửi hóa đơn tới %{to}', invoice_last_sent: 'Lần gửi hóa đơn gần nhất',
      mark_paid: 'Đánh dấu đã thanh toán', create_order: 'Tạo đơn hàng', save_first: 'Hãy lưu đơn nháp trước khi hoàn tất.',
      completed: 'Đã tạo đơn hàng %{name}', already_order: 'Đơn nháp này đã thành đơn hàng %{name}.', open_order: 'Mở đơn hàng',
    },
  },
};
