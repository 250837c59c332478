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
      stale_write:
        'Someone changed this record since you opened it. Your changes are kept here: reload it in another tab to see theirs, then save again.',
      // Issue 28: a submit sent again with its Idempotency-Key (dataProvider/idempotencyKeys.ts).
      idempotency: {
        in_flight: 'Your previous save is still being processed. Wait a moment, then check before saving again.',
        key_reused: 'This save was already sent with other values. Reload the page and save again.',
      },
      precondition_failed: 'This record was changed since it was read. Reload it, then save again.',
      db_busy: 'Another change to the same data was being saved. Nothing was saved yet: try again in a moment.',
      auth: {
        invalid_credentials: 'Email or password is incorrect.',
        locked: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        rate_limited: 'Too many requests. Please wait a while and try again.',
        busy: 'The server is busy. Please try again in a few seconds.',
        token_expired: 'This link has expired or was already used.',
        invalid_code: 'The code is not correct, or was already used: wait for the next one.',
        challenge_expired: 'This sign-in has expired. Enter your email and password again.',
        two_factor_enabled: 'Two-step verification is already on.',
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
      stale_write:
        'Bản ghi này đã được thay đổi ở nơi khác từ khi bạn mở nó. Thay đổi của bạn vẫn được giữ ở đây: hãy tải lại ở một thẻ khác để xem, rồi lưu lại.',
      idempotency: {
        in_flight: 'Lần lưu trước của bạn vẫn đang được xử lý. Vui lòng đợi một lát rồi kiểm tra trước khi lưu lại.',
        key_reused: 'Lần lưu này đã được gửi với giá trị khác. Hãy tải lại trang rồi lưu lại.',
      },
      precondition_failed: 'Bản ghi này đã được thay đổi từ khi được đọc. Hãy tải lại rồi lưu lại.',
      db_busy: 'Một thay đổi khác trên cùng dữ liệu đang được lưu. Chưa có gì được lưu: vui lòng thử lại sau giây lát.',
      auth: {
        invalid_credentials: 'Email hoặc mật khẩu không đúng.',
        locked: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.',
        rate_limited: 'Quá nhiều yêu cầu. Vui lòng đợi một lúc rồi thử lại.',
        busy: 'Máy chủ đang bận. Vui lòng thử lại sau vài giây.',
        token_expired: 'Liên kết này đã hết hạn hoặc đã được dùng.',
        invalid_code: 'Mã không đúng hoặc đã được dùng: hãy đợi mã tiếp theo.',
        challenge_expired: 'Lượt đăng nhập này đã hết hạn. Hãy nhập lại email và mật khẩu.',
        two_factor_enabled: 'Xác minh hai bước đã được bật.',
      },
    },
  },
};
