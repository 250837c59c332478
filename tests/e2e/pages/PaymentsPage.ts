/** /setting/payments: the method cards, the PayPal list (keyboard drag) and its dialog. */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaymentsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/setting/payments');
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  get paypal(): Locator {
    return this.section('PayPal');
  }

  /** The PayPal accounts' names, in the order shown. */
  paypalNames(): Promise<string[]> {
    return this.paypal.getByTestId('paypal-account').locator('p').allInnerTexts();
  }

  async addPaypal(account: { name: string; clientId: string; secret: string; live?: boolean }) {
    await this.paypal.getByRole('button', { name: 'Add PayPal account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add PayPal account' });
    await dialog.getByLabel('Account name').fill(account.name);
    await dialog.getByLabel('Client ID').fill(account.clientId);
    await dialog.getByLabel('Secret key').fill(account.secret);
    if (account.live) {
      await dialog.getByRole('combobox', { name: 'Mode' }).click();
      await this.page.getByRole('option', { name: 'Live' }).click();
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Keyboard drag (dnd-kit's KeyboardSensor): pick the account up, move it `steps` rows (negative: up), drop. */
  async movePaypal(name: string, steps: number) {
    const handle = this.paypal.getByRole('button', { name: `Move ${name}`, exact: true });
    // dnd-kit's keyboard sensor: each key waits for the one before it to take effect (keys
    // pressed back to back on a busy machine were dropped and the item stayed in place).
    const announced = this.page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    for (let i = 0; i < Math.abs(steps); i++) {
      const before = await announced.textContent();
      await this.page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
      await expect(announced).not.toHaveText(before ?? '');
    }
    await this.page.keyboard.press('Space');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  }
}
