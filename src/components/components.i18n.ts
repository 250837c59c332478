/**
 * `app.expiry.*`: how long a shop's trial or plan still runs (SPEC §4 countdown units),
 * and the default layout's expiry banner (SPEC §2); `app.network.*`: online/offline.
 */
export const componentMessages = {
  en: {
    expiry: {
      day: '%{smart_count} day left |||| %{smart_count} days left',
      hour: '%{smart_count} hour left |||| %{smart_count} hours left',
      minute: '%{smart_count} minute left |||| %{smart_count} minutes left',
      second: '%{smart_count} second left |||| %{smart_count} seconds left',
      clearing: 'Expired: data is being cleared',
      ends_on: 'Plan ends on %{date}',
      banner: {
        label: 'Shop plan',
        day: 'You have %{smart_count} day left |||| You have %{smart_count} days left',
        hour: 'You have %{smart_count} hour left |||| You have %{smart_count} hours left',
        minute: 'You have %{smart_count} minute left |||| You have %{smart_count} minutes left',
        second: 'You have %{smart_count} second left |||| You have %{smart_count} seconds left',
        select_plan: 'Select a plan',
        clearing: 'Your shop is in the process of clearing data',
        platform: 'Go to the platform',
        active_details: 'Your trial or plan ends on %{date}. Select a plan to keep your shop open and its data safe.',
        clearing_details:
          "Your shop's trial or plan has ended. Its data will be deleted on %{date} unless you renew it on the platform.",
        expand: 'Show details',
        collapse: 'Hide details',
        hide: 'Hide this notice',
      },
    },
    network: {
      offline: "You are offline. Changes can't be saved until the connection is back.",
      online: 'You are back online',
    },
  },
  vi: {
    expiry: {
      day: 'Còn %{smart_count} ngày |||| Còn %{smart_count} ngày',
      hour: 'Còn %{smart_count} giờ |||| Còn %{smart_count} giờ',
      minute: 'Còn %{smart_count} phút |||| Còn %{smart_count} phút',
      second: 'Còn %{smart_count} giây |||| Còn %{smart_count} giây',
      clearing: 'Đã hết hạn: dữ liệu đang được xóa',
      ends_on: 'Gói dịch vụ hết hạn ngày %{date}',
      banner: {
        label: 'Gói dịch vụ của cửa hàng',
        day: 'Bạn còn %{smart_count} ngày |||| Bạn còn %{smart_count} ngày',
        hour: 'Bạn còn %{smart_count} giờ |||| Bạn còn %{smart_count} giờ',
        minute: 'Bạn còn %{smart_count} phút |||| Bạn còn %{smart_count} phút',
        second: 'Bạn còn %{smart_count} giây |||| Bạn còn %{smart_count} giây',
        select_plan: 'Chọn gói dịch vụ',
        clearing: 'Cửa hàng của bạn đang trong quá trình xóa dữ liệu',
        platform: 'Đi đến nền tảng',
        active_details:
          'Thời gian dùng thử hoặc gói dịch vụ của bạn kết thúc vào %{date}. Hãy chọn một gói để cửa hàng tiếp tục hoạt động và dữ liệu được an toàn.',
        clearing_details:
          'Thời gian dùng thử hoặc gói dịch vụ của cửa hàng đã kết thúc. Dữ liệu sẽ bị xóa vào %{date} nếu bạn không gia hạn trên nền tảng.',
        expand: 'Xem chi tiết',
        collapse: 'Ẩn chi tiết',
        hide: 'Ẩn thông báo này',
      },
    },
    network: {
      offline: 'Bạn đang ngoại tuyến. Không thể lưu thay đổi cho đến khi có kết nối trở lại.',
      online: 'Đã có kết nối trở lại',
    },
  },
};

/**
 * react-admin's own messages worded as SPEC §8 says: a form that fails its checks
 * ("Please check data fields!"), a failed call without a reason of its own (the generic
 * failure) and leaving unsaved changes, so every screen reads the same.
 */
export const raMessageOverrides = {
  en: {
    ra: {
      message: {
        invalid_form: 'Please check data fields!',
        unsaved_changes: 'You have unsaved changes. Leaving this page will lose them.',
      },
      // SPEC §8's two success texts, for every save and delete through react-admin (one default, issue 31).
      notification: {
        http_error: 'Something went wrong! Please try again later',
        updated: 'Update successfully',
        created: 'Update successfully',
        deleted: 'Delete successfully',
      },
    },
  },
  vi: {
    ra: {
      message: {
        invalid_form: 'Vui lòng kiểm tra các trường dữ liệu!',
        unsaved_changes: 'Bạn có thay đổi chưa lưu. Rời trang này sẽ mất các thay đổi đó.',
      },
      notification: {
        http_error: 'Đã xảy ra lỗi! Vui lòng thử lại sau',
        updated: 'Cập nhật thành công',
        created: 'Cập nhật thành công',
        deleted: 'Xóa thành công',
      },
    },
  },
};
