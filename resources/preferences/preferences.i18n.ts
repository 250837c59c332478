/** `resources.preferences` strings (en + vi). */
export const preferencesMessages = {
  en: {
    name: 'Preferences',
    menu: 'Preferences',
    fields: {
      title: 'Homepage title', description: 'Homepage meta description', favicon: 'Favicon', logo: 'Logo', social_image: 'Social sharing image',
      google_analytics_ids: 'Google Analytics IDs', google_ads_conversion: 'Google Ads conversion ID', facebook_pixel: 'Facebook pixel ID',
      klaviyo_api_key: 'Klaviyo public API key', pinterest_ids: 'Pinterest tag IDs', news_letter: 'Show a newsletter sign-up on the storefront',
      meta_tags: 'Meta tags', script: { head: 'Scripts in <head>', body: 'Scripts before </body>' },
      socials_link: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', youtube: 'YouTube', pinterest: 'Pinterest', tiktok: 'TikTok' },
    },
    sections: {
      seo: 'Title and meta description', images: 'Images', analytics: 'Analytics and marketing', newsletter: 'Newsletter',
      socials: 'Social links', code: 'Meta tags and scripts',
    },
    recommended: 'Recommended size: %{width} × %{height} px · up to 3 MB',
    upload: 'Upload %{name}',
    remove: 'Remove %{name}',
    ids_help: 'Type an ID and press Enter.',
    code_help: 'Stored as text and added to your storefront pages only; it never runs in this back office.',
    preview: {
      search: 'Search engine result preview', social: 'Social share preview', no_title: 'Your store title', no_description: 'Add a description to show here.',
    },
  },
  vi: {
    name: 'Tùy chỉnh',
    menu: 'Tùy chỉnh',
    fields: {
      title: 'Tiêu đề trang chủ', description: 'Mô tả meta trang chủ', favicon: 'Favicon', logo: 'Logo', social_image: 'Ảnh chia sẻ mạng xã hội',
      google_analytics_ids: 'Mã Google Analytics', google_ads_conversion: 'Mã chuyển đổi Google Ads', facebook_pixel: 'Mã Facebook pixel',
      klaviyo_api_key: 'Khóa API công khai Klaviyo', pinterest_ids: 'Mã thẻ Pinterest', news_letter: 'Hiện ô đăng ký nhận tin trên cửa hàng',
      meta_tags: 'Thẻ meta', script: { head: 'Mã trong <head>', body: 'Mã trước </body>' },
      socials_link: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', youtube: 'YouTube', pinterest: 'Pinterest', tiktok: 'TikTok' },
    },
    sections: {
      seo: 'Tiêu đề và mô tả meta', images: 'Hình ảnh', analytics: 'Phân tích và tiếp thị', newsletter: 'Bản tin',
      socials: 'Liên kết mạng xã hội', code: 'Thẻ meta và mã nhúng',
    },
    recommended: 'Kích thước đề xuất: %{width} × %{height} px · tối đa 3 MB',
    upload: 'Tải lên %{name}',
    remove: 'Xóa %{name}',
    ids_help: 'Nhập mã và nhấn Enter.',
    code_help: 'Được lưu dưới dạng văn bản và chỉ thêm vào các trang của cửa hàng; không bao giờ chạy trong trang quản trị này.',
    preview: {
      search: 'Xem trước kết quả tìm kiếm', social: 'Xem trước khi chia sẻ', no_title: 'Tiêu đề cửa hàng', no_description: 'Thêm mô tả để hiển thị ở đây.',
    },
  },
};
