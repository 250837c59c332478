/** `app.login.*`: the sign-in screen (in its first-load chunk: scripts/vite/chunkGroups.ts). */
export const loginMessages = {
  en: {
    login: {
      title: 'Sign in',
      subtitle: 'Welcome back. Sign in to manage your shops.',
      submit: 'Sign in',
      no_account: 'New here?',
      sign_up: 'Create an account',
      switch_account: 'You are signed out. Sign in with the email and password of the other account.',
      forgot_password: 'Forgot your password?',
      code_needed: 'Enter the code from your authenticator app.',
      code_title: 'Two-step verification',
      code_subtitle: 'Enter the 6-digit code your authenticator app shows for this account.',
      code: 'Code',
      code_hint: 'Lost your phone? Enter one of your recovery codes instead.',
      code_submit: 'Verify',
      code_back: 'Back to sign in',
    },
  },
  vi: {
    login: {
      title: 'Đăng nhập',
      subtitle: 'Chào mừng trở lại. Đăng nhập để quản lý các cửa hàng của bạn.',
      submit: 'Đăng nhập',
      no_account: 'Chưa có tài khoản?',
      sign_up: 'Tạo tài khoản',
      switch_account: 'Bạn đã đăng xuất. Hãy đăng nhập bằng email và mật khẩu của tài khoản còn lại.',
      forgot_password: 'Quên mật khẩu?',
      code_needed: 'Hãy nhập mã từ ứng dụng xác thực của bạn.',
      code_title: 'Xác minh hai bước',
      code_subtitle: 'Nhập mã 6 chữ số mà ứng dụng xác thực hiển thị cho tài khoản này.',
      code: 'Mã',
      code_hint: 'Mất điện thoại? Hãy nhập một trong các mã khôi phục.',
      code_submit: 'Xác minh',
      code_back: 'Quay lại đăng nhập',
    },
  },
};
