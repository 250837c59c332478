/** `resources.shop_account` strings: /setting/account (owner details, danger zone) (en + vi). */
export const shopAccountMessages = {
  en: {
    name: 'Account',
    menu: 'Account',
    title: 'Account',
    owner: 'Store owner',
    owner_help: "The owner signs in with this address and receives the store's test mails.",
    manage: 'Edit owner details',
    danger: 'Danger zone',
    delete_help:
      'Deleting the store closes it now; its data is cleared one day later. Export your data first from the plan screen.',
    delete: 'Delete this store',
    confirm_title: 'Delete %{name}?',
    confirm_help: "Type the store name, %{name}, to confirm. This can't be undone.",
    confirm_label: 'Store name',
    confirm_mismatch: 'The name does not match.',
    deleted: 'The store is deleted; its data is cleared on %{date}.',
    cancel: 'Cancel',
  },
  vi: {
    name: 'Tài khoản',
    menu: 'Tài khoản',
    title: 'Tài khoản',
    owner: 'Chủ cửa hàng',
    owner_help: 'Chủ cửa hàng đăng nhập bằng địa chỉ này và nhận các email thử của cửa hàng.',
    manage: 'Sửa thông tin chủ cửa hàng',
    danger: 'Vùng nguy hiểm',
    delete_help:
      'Xóa cửa hàng sẽ đóng cửa hàng ngay; dữ liệu bị xóa sau một ngày. Hãy xuất dữ liệu trước tại màn hình gói dịch vụ.',
    delete: 'Xóa cửa hàng này',
    confirm_title: 'Xóa %{name}?',
    confirm_help: 'Nhập tên cửa hàng, %{name}, để xác nhận. Không thể hoàn tác.',
    confirm_label: 'Tên cửa hàng',
    confirm_mismatch: 'Tên không khớp.',
    deleted: 'Đã xóa cửa hàng; dữ liệu sẽ bị xóa vào %{date}.',
    cancel: 'Hủy',
  },
};
