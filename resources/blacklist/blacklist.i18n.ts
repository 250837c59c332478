/** `resources.blacklist` strings (en + vi). */
export const blacklistMessages = {
  en: {
    name: 'Search blacklist',
    fields: { keywords: 'Keywords' },
    menu: 'Search blacklist',
    title: 'Search blacklist',
    help: 'Storefront search ignores these keywords. Press Enter after each one.',
    count: '%{smart_count} keyword |||| %{smart_count} keywords',
    clear: 'Delete all',
    clear_title: 'Delete every keyword?',
  },
  vi: {
    name: 'Danh sách chặn tìm kiếm',
    fields: { keywords: 'Từ khóa' },
    menu: 'Chặn từ khóa tìm kiếm',
    title: 'Danh sách chặn tìm kiếm',
    help: 'Tìm kiếm trên cửa hàng sẽ bỏ qua các từ khóa này. Nhấn Enter sau mỗi từ khóa.',
    count: '%{smart_count} từ khóa',
    clear: 'Xóa tất cả',
    clear_title: 'Xóa mọi từ khóa?',
  },
};
