/** `app.error.*`: the error page, the 404 page and the fallback of SPEC §2, §8. */
export const errorMessages = {
  en: {
    error: {
      title: 'Something went wrong.',
      status_400: 'Bad Request',
      status_401: 'Unauthorized',
      status_403: 'Forbidden',
      status_404: 'Not Found',
      status_500: 'Internal Server Error',
      status_other: 'Error',
      not_found_body: "The page you're looking for can't be found",
      server_body: 'Something went wrong! Please try again later',
      not_found_title: 'This page could not be found',
      back_home: 'Back to homepage',
      reloading: 'Loading the latest version of the app…',
      fallback_title: 'An error occurred while showing the error page.',
      fallback_body: 'The page could not be displayed. Go back to the homepage and try again.',
      details: 'Details',
    },
  },
  vi: {
    error: {
      title: 'Đã xảy ra lỗi.',
      status_400: 'Yêu cầu không hợp lệ',
      status_401: 'Chưa xác thực',
      status_403: 'Không có quyền truy cập',
      status_404: 'Không tìm thấy',
      status_500: 'Lỗi máy chủ',
      status_other: 'Lỗi',
      not_found_body: 'Không tìm thấy trang bạn đang tìm',
      server_body: 'Đã xảy ra lỗi! Vui lòng thử lại sau',
      not_found_title: 'Không tìm thấy trang này',
      back_home: 'Về trang chủ',
      reloading: 'Đang tải phiên bản mới nhất của ứng dụng…',
      fallback_title: 'Đã xảy ra lỗi khi hiển thị trang báo lỗi.',
      fallback_body: 'Không thể hiển thị trang. Hãy quay về trang chủ và thử lại.',
      details: 'Chi tiết',
    },
  },
};

export type ErrorTextKey = keyof typeof errorMessages.en.error;

/**
 * The same texts without the i18n provider: the fallback shows them when the app's own
 * machinery (translation included) may be what failed.
 */
export const errorText = (key: ErrorTextKey, locale: string): string =>
  (locale === 'vi' ? errorMessages.vi : errorMessages.en).error[key];
