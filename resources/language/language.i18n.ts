/** `resources.languages` strings: /setting/languages (en + vi). */
export const languageMessages = {
  en: {
    name: 'Language |||| Languages',
    menu: 'Languages',
    title: 'Languages',
    fields: { language: 'Store language', storefront: 'Storefront languages' },
    shop_help: 'The language of your mails to customers and of this back office by default.',
    storefront_help: 'The languages shoppers can choose in your storefront. The store language is always offered.',
    names: { en: 'English', vi: 'Vietnamese' },
    load_error: 'The language settings could not be loaded.',
  },
  vi: {
    name: 'Ngôn ngữ |||| Ngôn ngữ',
    menu: 'Ngôn ngữ',
    title: 'Ngôn ngữ',
    fields: { language: 'Ngôn ngữ cửa hàng', storefront: 'Ngôn ngữ trên cửa hàng trực tuyến' },
    shop_help: 'Ngôn ngữ của email gửi khách hàng và mặc định của trang quản trị này.',
    storefront_help: 'Các ngôn ngữ khách có thể chọn trên cửa hàng trực tuyến. Ngôn ngữ cửa hàng luôn có sẵn.',
    names: { en: 'Tiếng Anh', vi: 'Tiếng Việt' },
    load_error: 'Không tải được cài đặt ngôn ngữ.',
  },
};
