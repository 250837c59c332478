/**
 * Discounts and boost-sell in a merchant's words: a 10 % code and a $5 automatic discount
 * are created with the §5 messages on the way; a draft order over $60 gets the higher one
 * and says why the other did not apply; an offer is created as a draft, previewed, then
 * activated. Screens are captured in English and Vietnamese when E2E_SCREENSHOTS names a folder.
 */
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';
import { DiscountsPage, OffersPage } from './pages/DiscountsPage';
import { DraftOrderPage } from './pages/DraftOrderPage';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const SHOTS = process.env.E2E_SCREENSHOTS;
const code = `TEN${unique()}`;
const fiveOff = `Five off ${unique()}`;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ loginPage, shopSelectPage }) => {
  test.slow();
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await shopSelectPage.choose('Maple & Co');
  await expect(loginPage.page).toHaveURL(/\/$/);
});

test('a 10 % code, with the §5 messages and a live summary', async ({ page }) => {
  const discounts = new DiscountsPage(page);

  await test.step('the code tab lists the seeded codes with status, value and usage', async () => {
    await discounts.gotoTab('code');
    await expect(discounts.row('WELCOME10')).toContainText('Active');
    await expect(discounts.row('SUMMER25')).toContainText('Expired');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/discounts-list-en.png`, fullPage: true });
  });

  await test.step('a percent above 100 and a blank title are refused on their fields; 10 % reads in the summary', async () => {
    await discounts.createCode(code, '150');
    await discounts.save.click();
    await expect(page.getByText('must be from 0 to 100.')).toBeVisible();
    // SPEC §5 "name required": a code discount needs its title too (issue 31 item 8).
    const title = page.getByLabel(/^Title/);
    await expect(title).toHaveAccessibleDescription(/can't be blank\./);
    // The code as its title: the draft below says which discount applied by its title.
    await title.fill(code);
    await discounts.value.fill('10');
    await expect(discounts.summary).toContainText('10% off the entire order');
    await expect(discounts.summary).toContainText(`Customers enter the code ${code} at checkout`);
  });

  await test.step('specific customers need valid e-mails; then it saves', async () => {
    await page.getByRole('radio', { name: 'Specific customers' }).check();
    await page.getByLabel('Customer e-mails').fill('not-an-email');
    await discounts.save.click();
    await expect(page.getByText('Email is invalid.')).toBeVisible();
    await page.getByRole('radio', { name: 'Everyone' }).check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/discount-form-en.png`, fullPage: true });
    await discounts.save.click();
    await expect(page).toHaveURL(/\/discounts\/edit\//);
    await expect(page.getByText('Used 0 times')).toBeVisible();
  });
});

test('a $5 automatic discount needs a title, then lists under its tab', async ({ page }) => {
  const discounts = new DiscountsPage(page);
  await discounts.createAutomaticAmount('', '5');
  await discounts.save.click();
  await expect(page.getByText("can't be blank.")).toBeVisible();
  await page.getByLabel(/^Title/).fill(fiveOff);
  await expect(discounts.summary).toContainText('$5.00 off the entire order');
  await discounts.save.click();
  await expect(page).toHaveURL(/\/discounts\/edit\//);
  await page
    .getByRole('menuitem', { name: 'Discounts' })
    .or(page.getByRole('link', { name: 'Discounts', exact: true }))
    .first()
    .click();
  await page.getByRole('tab', { name: 'Automatic discounts' }).click();
  await expect(discounts.row(fiveOff)).toContainText('$5.00');
});

test('a draft order over $60 gets the higher discount and says why the other did not apply', async ({ page }) => {
  const draft = new DraftOrderPage(page);
  await draft.goto();
  await draft.pickFirst(draft.customer, 'a');
  await draft.addProduct('Weekender');
  await draft.items.getByLabel('Quantity').fill('3');
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Applied: ${code}`)).toBeVisible();
  const notApplied = page.getByRole('list', { name: 'Discounts not applied' });
  await expect(notApplied).toContainText(`${fiveOff}: A higher discount applies (only one discount per order).`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-discount-en.png`, fullPage: true });
  await draft.createButton.click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await page.goto('/discounts/code');
  await expect(new DiscountsPage(page).row(code)).toContainText('Used 1 time', { timeout: 20_000 });
});

test('an offer is created as a draft, previewed as a shopper reads it, then activated', async ({ page }) => {
  const offers = new OffersPage(page);
  const name = `Goes with tea ${unique()}`;

  await test.step('the apps area shows the boost-sell kinds', async () => {
    await page.goto('/apps');
    await expect(page.getByRole('heading', { name: 'Cross-sell' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/apps-en.png`, fullPage: true });
    await page.getByRole('article', { name: 'Cross-sell' }).getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/apps\/cross-sell$/);
  });

  await test.step('a new offer saved as a draft', async () => {
    await page.getByRole('link', { name: 'Create offer' }).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel('Title shown to shoppers').fill('Complete your tea set');
    await offers.pick(/^Target items/, /.+/);
    await offers.pick(/^Recommended products/, /.+/);
    await page.getByRole('spinbutton', { name: 'Discount value' }).fill('15');
    // A quantity out of range: SPEC §5's message on the field, not the browser's bubble (issue 31 item 11).
    const displayed = page.getByRole('spinbutton', { name: 'Products displayed' });
    await displayed.fill('1000');
    await offers.save.click();
    await expect(page.getByText('must be from 0 to 999.')).toBeVisible();
    await displayed.fill('4');
    await expect(offers.preview).toContainText('Complete your tea set');
    await expect(offers.preview).toContainText('Save 15%');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-form-en.png`, fullPage: true });
    await offers.save.click();
    await expect(page).toHaveURL(/\/apps\/cross-sell\/edit\//);
  });

  await test.step('the draft is activated and the list says so', async () => {
    await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await page.getByRole('radio', { name: 'Active', exact: true }).check();
    await offers.save.click();
    await expect(page.getByText('Update successfully')).toBeVisible();
    await page.goto('/discounts/boost-sell');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Active');
  });
});

test('the discount and offer screens in Vietnamese', async ({ page, shopSelectPage }) => {
  await page.goto('/shop/select');
  await shopSelectPage.choose('Gốm Sứ Bát Tràng');
  await page.goto('/discounts/code');
  await expect(page.getByRole('tab', { name: 'Mã giảm giá' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'GIAM50K' }).click();
  await expect(page.getByTestId('discount-summary')).toContainText('Giảm');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/discount-form-vi.png`, fullPage: true });
  await page.goto('/discounts/boost-sell');
  await page.getByRole('row').filter({ hasText: 'Mua kèm giảm 10%' }).click();
  await expect(page.getByTestId('offer-preview')).toContainText('Tiết kiệm 10%');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-form-vi.png`, fullPage: true });
});

test('a private app gets its token once, then is revoked', async ({ page }) => {
  const name = `ERP ${unique()}`;
  await page.goto('/apps');
  await page.getByRole('article', { name: 'Private apps' }).getByRole('link', { name: 'Open' }).click();
  await page.getByRole('link', { name: 'Create private app' }).click();
  await page.getByLabel(/^App name/).fill(name);
  await page.getByRole('combobox', { name: 'Orders and fulfillments' }).click();
  await page.getByRole('option', { name: 'Read and write' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('it is shown only once')).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveValue(/^shpat_/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/private-app-en.png`, fullPage: true });
  await page.getByRole('link', { name: 'Back to private apps' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('read_products, write_orders');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText("This can't be undone");
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Revoked');
});
