/** `app.login.*` and `app.signup.*`: the sign-in and sign-up screens. */
export const authPageMessages = {
  en: {
    login: {
      title: 'Sign in',
      subtitle: 'Welcome back. Sign in to manage your shops.',
      submit: 'Sign in',
      no_account: 'New here?',
      sign_up: 'Create an account',
      switch_account: 'You are signed out. Sign in with the email and password of the other account.',
    },
    signup: {
      title: 'Create your account',
      subtitle: 'One account for all your shops.',
      submit: 'Create account',
      have_account: 'Already have an account?',
      sign_in: 'Sign in',
      password_hint: 'At least %{n} characters.',
      created: 'Your account is ready.',
      strength: {
        label: 'Password strength',
        score_0: 'Very weak',
        score_1: 'Weak',
        score_2: 'Fair',
        score_3: 'Strong',
        score_4: 'Very strong',
        too_guessable: 'Too common or easy to guess: add more words or mix unusual ones.',
      },
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
    },
    signup: {
      title: 'Tạo tài khoản của bạn',
      subtitle: 'Một tài khoản cho tất cả cửa hàng của bạn.',
      submit: 'Tạo tài khoản',
      have_account: 'Đã có tài khoản?',
      sign_in: 'Đăng nhập',
      password_hint: 'Ít nhất %{n} ký tự.',
      created: 'Tài khoản của bạn đã sẵn sàng.',
      strength: {
        label: 'Độ mạnh mật khẩu',
        score_0: 'Rất yếu',
        score_1: 'Yếu',
        score_2: 'Trung bình',
        score_3: 'Mạnh',
        score_4: 'Rất mạnh',
        too_guessable: 'Quá phổ biến hoặc dễ đoán: hãy thêm từ hoặc kết hợp những từ ít gặp.',
      },
    },
  },
};
