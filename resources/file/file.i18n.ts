/** `resources.files` strings (en + vi). */
export const fileMessages = {
  en: {
    name: 'File |||| Files',
    menu: 'Files',
    upload: 'Upload images',
    empty: 'No images yet. Upload images to use them in pages, menus and your theme.',
    copy_url: 'Copy URL of %{name}',
    copied: 'URL copied',
    delete_named: 'Delete %{name}',
    size_kb: '%{n} KB',
    limit: 'Images up to 3 MB.',
  },
  vi: {
    name: 'Tệp |||| Tệp',
    menu: 'Tệp',
    upload: 'Tải ảnh lên',
    empty: 'Chưa có ảnh nào. Tải ảnh lên để dùng trong trang, menu và giao diện.',
    copy_url: 'Sao chép URL của %{name}',
    copied: 'Đã sao chép URL',
    delete_named: 'Xóa %{name}',
    size_kb: '%{n} KB',
    limit: 'Ảnh tối đa 3 MB.',
  },
};
