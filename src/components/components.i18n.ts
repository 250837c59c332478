/** `app.expiry.*`: how long a shop's trial or plan still runs (SPEC §4 countdown units). */
export const componentMessages = {
  en: {
    expiry: {
      day: '%{smart_count} day left |||| %{smart_count} days left',
      hour: '%{smart_count} hour left |||| %{smart_count} hours left',
      minute: '%{smart_count} minute left |||| %{smart_count} minutes left',
      second: '%{smart_count} second left |||| %{smart_count} seconds left',
      clearing: 'Expired: data is being cleared',
      ends_on: 'Plan ends on %{date}',
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
    },
  },
};

/**
 * react-admin's own toast for a form that fails its checks, worded as the SPEC §8
 * generic message, so the browser's checks and the gateway's 400 read the same.
 */
export const raMessageOverrides = {
  en: { ra: { message: { invalid_form: 'Please check data fields!' } } },
  vi: { ra: { message: { invalid_form: 'Vui lòng kiểm tra các trường dữ liệu!' } } },
};
