/** App-wide strings (messages of SPEC §8, shell, auth and shop screens), English and Vietnamese. */
export const appMessages = {
  en: {
    app: {
      name: 'Shop back office',
      message: {
        generic_error: 'Something went wrong! Please try again later',
        not_found: 'Not found',
        delete_success: 'Delete successfully',
        update_success: 'Update successfully',
        delete_confirm: "This can't be undone",
        unsaved_changes: 'You have unsaved changes. Leaving this page will lose them.',
      },
      auth: {
        invalid_credentials: 'Email or password is incorrect.',
        locked: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      },
    },
  },
  vi: {
    app: {
      name: 'Quản trị cửa hàng',
      message: {
        generic_error: 'Đã xảy ra lỗi! Vui lòng thử lại sau',
        not_found: 'Không tìm thấy',
        delete_success: 'Xóa thành công',
        update_success: 'Cập nhật thành công',
        delete_confirm: 'Thao tác này không thể hoàn tác',
        unsaved_changes: 'Bạn có thay đổi chưa lưu. Rời trang này sẽ mất các thay đổi đó.',
      },
      auth: {
        invalid_credentials: 'Email hoặc mật khẩu không đúng.',
        locked: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.',
      },
    },
  },
};
