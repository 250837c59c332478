/**
 * Account mails come from templates (LiquidJS, HTML and text) in the user's language: the
 * welcome on sign-up, password reset, activation and the notice of an e-mail change.
 */
import { describe, expect, it } from 'vitest';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { ACCOUNT_MAILS, ACCOUNT_TEMPLATES } from '../../gateway/mail/accountMails';
import { syntaxError } from '../../gateway/mail/render';
import { uniqueEmail, useGateway } from './harness';

const gw = useGateway({ publicBaseUrl: 'https://admin.example.com' });
const mails = (email: string) =>
  gw.db.selectFrom('outbox').selectAll().where('to_email', '=', email).orderBy('created_at').execute();

describe('account mails', () => {
  it('every template parses, in both languages', () => {
    for (const language of ['en', 'vi'] as const) {
      for (const kind of ACCOUNT_MAILS) {
        const t = ACCOUNT_TEMPLATES[language][kind];
        for (const source of [t.subject, t.html, t.text])
          expect(syntaxError(source), `${language} ${kind}`).toBeUndefined();
      }
    }
  });

  it('sign-up sends the welcome, rendered with the user and the public link, HTML escaped', async () => {
    const { email } = await gw.signUp({ first_name: 'Ann <b>', last_name: 'Lee' });
    const [welcome] = await mails(email);
    expect(welcome).toMatchObject({ kind: 'welcome', subject: 'Welcome, Ann <b>', shop_id: null });
    expect(welcome.html).toContain('Welcome, Ann &lt;b&gt;');
    expect(welcome.html).toContain('href="https://admin.example.com/shop/select"');
    expect(welcome.body).toContain('https://admin.example.com/shop/select');
    expect(welcome.html).not.toContain('{{');
  });

  it("follows the user's language: Accept-Language before any shop, then the shop's", async () => {
    const email = uniqueEmail('vi');
    const res = await gw.call(authRoutes.signup, {
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
      body: {
        first_name: 'Lan',
        last_name: 'Nguyen',
        email,
        password: 'correct-horse-9',
        password_confirmation: 'correct-horse-9',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await mails(email))[0].subject).toBe('Chào mừng Lan');

    const account = await gw.account();
    await gw.createShop(account.token, { language: 'vi', currency: 'VND' });
    await gw.call(authRoutes.recover, { params: { email: account.email } });
    const reset = (await mails(account.email)).find((m) => m.kind === 'recover')!;
    expect(reset.subject).toBe('Đặt lại mật khẩu');
    expect(reset.html).toContain('lang="vi"');
    expect(reset.body).toContain(account.email);
  });

  it('an e-mail change tells the old address and asks the new one to confirm it', async () => {
    const account = await gw.account();
    const next = uniqueEmail('next');
    const res = await gw.call(authRoutes.changeEmail, {
      token: account.token,
      body: { email: next, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const notice = (await mails(account.email)).find((m) => m.kind === 'email_changed')!;
    expect(notice.body).toContain(`from ${account.email} to ${next}`);
    const [confirm, ...others] = await mails(next);
    expect(others).toEqual([]);
    expect(confirm).toMatchObject({ kind: 'verify_email', subject: 'Confirm your new sign-in e-mail' });
    expect(confirm.body).toMatch(/https:\/\/admin\.example\.com\/verify-email\?token=[\w-]{43}/);
  });
});
