/**
 * The gateway's refusals by `body.code` (dataProvider/http.ts maps `code` to `app.<code>`), in
 * English and Vietnamese. Only screens that write get them, so they load with the resources'
 * screens (src/App.tsx), not in the first load (issue 25).
 */
export const refusalMessages = {
  en: {
    // Gateway refusals by body.code (dataProvider/http.ts maps `code` to `app.<code>`).
    collection: {
      in_use: 'Product in use, please remove this category from product in use',
      parent_unknown: 'The parent collection does not exist.',
      parent_cycle: 'A collection cannot be placed inside itself or one of its own sub-collections.',
    },
    product: { import: { missing_columns: 'The file lacks required columns.' } },
    // Online store (issue 10).
    domain: { not_connected: 'Verify the domain before making it the public domain.' },
    order: {
      cannot_delete:
        "Can't delete order: a paid order that is still processing or in fulfillment must be cancelled or refunded first.",
      not_abandoned: 'This is not an abandoned checkout.',
      no_email: 'This checkout has no email address to write to.',
      not_fulfillable: 'Cancelled or refunded orders and abandoned checkouts cannot be fulfilled.',
      already_paid: 'This order is already paid: no reminder is needed.',
      draft_completed: 'This draft is already an order.',
      draft_completed_delete: 'A draft that is already an order cannot be deleted: delete the order instead.',
    },
    // Payments (issue 12a): SPEC §8 'not yet enabled'.
    payment: {
      cod_not_enabled: 'Cash on delivery is not yet enabled',
      bank_transfer_not_enabled: 'Bank transfer is not yet enabled',
      // Issue 31: an order may not use a method that is off (the card provider, PayPal).
      card_not_enabled: 'Card payments are not yet enabled',
      paypal_not_enabled: 'PayPal is not yet enabled',
      exists: 'This payment method is already set up.',
      too_many: 'A shop has at most 20 PayPal accounts.',
    },
    customer: {
      in_use: "Can't delete customer: they have orders.",
      import: { missing_columns: 'The file lacks required columns.' },
    },
    // Themes and template files (issue 11).
    theme: {
      main_layout: 'The published theme cannot be deleted: publish another one first.',
      header_exists: 'This shop already has a header: edit it instead.',
      too_many: 'A shop keeps at most 20 themes: delete one first.',
    },
    template: {
      liquid_error: 'The Liquid code has a syntax error: fix it before saving.',
      invalid_json: 'The JSON is not valid: fix it before saving.',
      no_original: "The theme's original has no such file: there is nothing to recover.",
      required_file: 'A theme cannot do without layout/theme.liquid.',
      bad_zip: 'This file is not a theme zip (it needs layout/theme.liquid, at most 5 MB).',
    },
    // The checkout (issues 12, 13): messages on the tip and gift card fields.
    checkout: { tip_disabled: 'This shop does not take tips.' },
    gift_card: {
      unusable: 'This gift card cannot be used: it is unknown, disabled or expired.',
      insufficient: 'This gift card no longer has enough balance for this order.',
    },
  },
  vi: {
    collection: {
      in_use: 'Sản phẩm đang sử dụng danh mục này, vui lòng gỡ danh mục khỏi các sản phẩm đó',
      parent_unknown: 'Danh mục cha không tồn tại.',
      parent_cycle: 'Không thể đặt một danh mục vào chính nó hoặc vào danh mục con của nó.',
    },
    product: { import: { missing_columns: 'Tệp thiếu các cột bắt buộc.' } },
    domain: { not_connected: 'Hãy xác minh tên miền trước khi đặt làm tên miền chính.' },
    order: {
      cannot_delete:
        'Không thể xóa đơn hàng: đơn đã thanh toán và đang xử lý hoặc đang giao phải được hủy hoặc hoàn tiền trước.',
      not_abandoned: 'Đây không phải là thanh toán bị bỏ dở.',
      no_email: 'Lượt thanh toán này không có địa chỉ email để gửi.',
      not_fulfillable: 'Không thể giao đơn hàng đã hủy, đã hoàn tiền hoặc thanh toán bị bỏ dở.',
      already_paid: 'Đơn hàng này đã được thanh toán: không cần nhắc.',
      draft_completed: 'Đơn nháp này đã thành đơn hàng.',
      draft_completed_delete: 'Không thể xóa đơn nháp đã thành đơn hàng: hãy xóa đơn hàng đó.',
    },
    // Payments (issue 12a): SPEC §8 'not yet enabled'.
    payment: {
      cod_not_enabled: 'Thanh toán khi nhận hàng chưa được bật',
      bank_transfer_not_enabled: 'Chuyển khoản ngân hàng chưa được bật',
      card_not_enabled: 'Thanh toán bằng thẻ chưa được bật',
      paypal_not_enabled: 'PayPal chưa được bật',
      exists: 'Phương thức thanh toán này đã được thiết lập.',
      too_many: 'Mỗi cửa hàng có tối đa 20 tài khoản PayPal.',
    },
    customer: {
      in_use: 'Không thể xóa khách hàng: khách hàng này đã có đơn hàng.',
      import: { missing_columns: 'Tệp thiếu các cột bắt buộc.' },
    },
    // Giao diện và tệp mẫu (issue 11).
    theme: {
      main_layout: 'Không thể xoá giao diện đang xuất bản: hãy xuất bản giao diện khác trước.',
      header_exists: 'Cửa hàng đã có phần đầu trang: hãy chỉnh sửa phần đó.',
      too_many: 'Mỗi cửa hàng giữ tối đa 20 giao diện: hãy xoá bớt một giao diện.',
    },
    template: {
      liquid_error: 'Mã Liquid có lỗi cú pháp: hãy sửa trước khi lưu.',
      invalid_json: 'JSON không hợp lệ: hãy sửa trước khi lưu.',
      no_original: 'Bản gốc của giao diện không có tệp này: không có gì để khôi phục.',
      required_file: 'Giao diện không thể thiếu layout/theme.liquid.',
      bad_zip: 'Tệp này không phải tệp zip giao diện (cần có layout/theme.liquid, tối đa 5 MB).',
    },
    // Thanh toán (issue 12, 13): thông báo trên ô tiền tip và thẻ quà tặng.
    checkout: { tip_disabled: 'Cửa hàng này không nhận tiền tip.' },
    gift_card: {
      unusable: 'Không thể dùng thẻ quà tặng này: thẻ không tồn tại, đã bị vô hiệu hoá hoặc đã hết hạn.',
      insufficient: 'Thẻ quà tặng này không còn đủ số dư cho đơn hàng.',
    },
  },
};
