/** `resources.general` strings: /setting/general and /setting/location (en + vi). */
export const generalMessages = {
  en: {
    name: 'General |||| General',
    menu: 'General',
    title: 'General',
    subtitle: 'Your shop details, time zone, currency and order numbers.',
    location_menu: 'Location',
    location_title: 'Location',
    location_subtitle: 'The address of your shop or warehouse: where orders ship from.',
    sections: { details: 'Shop details', region: 'Time zone and currency', orders: 'Order id' },
    currency_help: 'The currency cannot change after the first sale.',
    order_id_help: 'Orders show as #1001; a prefix or suffix is added around the number.',
    order_id_example: 'Next orders look like %{example}',
  },
  vi: {
    name: 'Cài đặt chung |||| Cài đặt chung',
    menu: 'Cài đặt chung',
    title: 'Cài đặt chung',
    subtitle: 'Thông tin cửa hàng, múi giờ, đơn vị tiền tệ và mã đơn hàng.',
    location_menu: 'Địa điểm',
    location_title: 'Địa điểm',
    location_subtitle: 'Địa chỉ cửa hàng hoặc kho hàng: nơi gửi đơn hàng đi.',
    sections: { details: 'Thông tin cửa hàng', region: 'Múi giờ và tiền tệ', orders: 'Mã đơn hàng' },
    currency_help: 'Không thể đổi đơn vị tiền tệ sau đơn hàng đầu tiên.',
    order_id_help: 'Đơn hàng hiển thị dạng #1001; tiền tố hoặc hậu tố được thêm quanh số.',
    order_id_example: 'Các đơn tiếp theo có dạng %{example}',
  },
};
