/** `resources.subfees` strings (en + vi). */
export const subfeeMessages = {
  en: {
    name: 'Surcharge |||| Surcharges',
    menu: 'Surcharges',
    title: 'Surcharges',
    help: 'Extra fees a checkout adds for some countries, products or collections.',
    fields: {
      name: 'Name', applies_to: 'Applies to', country_codes: 'Countries', product_ids: 'Products', collection_ids: 'Collections',
      first_item: 'First item', next_item: 'Each next item', q: 'Search surcharges',
    },
    choices: { applies_to: { countries: 'Countries', products: 'Products', collections: 'Collections' } },
    page: { create: 'Create surcharge', edit: 'Surcharge %{recordRepresentation}' },
    empty: 'No surcharge yet.',
    targets: '%{smart_count} selected',
  },
  vi: {
    name: 'Phụ phí |||| Phụ phí',
    menu: 'Phụ phí',
    title: 'Phụ phí',
    help: 'Khoản phí thêm mà thanh toán cộng vào cho một số quốc gia, sản phẩm hoặc bộ sưu tập.',
    fields: {
      name: 'Tên', applies_to: 'Áp dụng cho', country_codes: 'Quốc gia', product_ids: 'Sản phẩm', collection_ids: 'Bộ sưu tập',
      first_item: 'Sản phẩm đầu tiên', next_item: 'Mỗi sản phẩm tiếp theo', q: 'Tìm phụ phí',
    },
    choices: { applies_to: { countries: 'Quốc gia', products: 'Sản phẩm', collections: 'Bộ sưu tập' } },
    page: { create: 'Tạo phụ phí', edit: 'Phụ phí %{recordRepresentation}' },
    empty: 'Chưa có phụ phí.',
    targets: 'Đã chọn %{smart_count}',
  },
};
