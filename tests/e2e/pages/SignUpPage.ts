/** /sign-up: name, e-mail, password twice; success signs in and opens /shop/select. */
import type { Locator, Page } from '@playwright/test';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export class SignUpPage {
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordConfirmation: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create your account' });
    this.firstName = page.getByLabel('First name', { exact: true });
    this.lastName = page.getByLabel('Last name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.passwordConfirmation = page.getByLabel('Password confirmation', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Create account' });
  }

  async goto() {
    await this.page.goto('/sign-up');
  }

  async signUp(account: NewAccount) {
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.passwordConfirmation.fill(account.password);
    await this.submitButton.click();
  }
}
