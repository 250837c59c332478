/** `resources.taxes` strings (en + vi). */
export const taxMessages = {
  en: {
    name: 'Tax |||| Taxes',
    menu: 'Taxes',
    title: 'Taxes',
    help: 'The rate of the country (or of its region) the order ships to. A rate without a region is the whole country’s.',
    fields: {
      prices_include_tax: 'All prices include tax',
      tax_shipping: 'Charge tax on shipping rates',
      rates: 'Tax rates',
      country_code: 'Country',
      region: 'Region (optional)',
      name: 'Tax name',
      rate: 'Rate (%)',
    },
  },
  vi: {
    name: 'Thuế |||| Thuế',
    menu: 'Thuế',
    title: 'Thuế',
    help: 'Thuế suất của quốc gia (hoặc khu vực) mà đơn hàng được giao tới. Thuế suất không có khu vực áp dụng cho cả quốc gia.',
    fields: {
      prices_include_tax: 'Giá sản phẩm đã gồm thuế',
      tax_shipping: 'Tính thuế trên phí vận chuyển',
      rates: 'Thuế suất',
      country_code: 'Quốc gia',
      region: 'Khu vực (không bắt buộc)',
      name: 'Tên thuế',
      rate: 'Thuế suất (%)',
    },
  },
};
