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
    },
  },
};
