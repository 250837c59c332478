/**
 * Shipping, surcharges and taxes in a merchant's words: a zone for Iceland with a
 * price-based rate and a surcharge for Iceland, then the quote tester (and a draft order
 * to Iceland) shows the right shipping, surcharge and total; the §5 messages on the way.
 * Screens are captured in English and Vietnamese when E2E_SCREENSHOTS names a folder.
 */
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';
import { DraftOrderPage } from './pages/DraftOrderPage';
import { ShippingPage, SubfeePage } from './pages/ShippingPages';

const SHOTS = process.env.E2E_SCREENSHOTS;
const suffix = Date.now().toString(36);
const zoneName = `Iceland ${suffix}`;
const feeName = `Island fee ${suffix}`;
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ loginPage, shopSelectPage }) => {
  test.slow();
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await shopSelectPage.choose('Maple & Co');
  await expect(loginPage.page).toHaveURL(/\/$/);
});

test('a zone with a price-based rate and a surcharge price the checkout to that country', async ({ page }) => {
  const shipping = new ShippingPage(page);
  const subfees = new SubfeePage(page);

  await test.step('the seeded zones are listed', async () => {
    await shipping.goto();
    await expect(page.getByRole('cell', { name: 'Domestic' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shipping-list-en.png`, fullPage: true });
  });

  await test.step('a zone needs a name and a cost; then it saves', async () => {
    await shipping.createZone('', 'Iceland', { name: 'Island standard', min: '0', cost: '' });
    await shipping.save.click();
    await expect(page.getByText("can't be blank.").first()).toBeVisible();
    await page.getByLabel('Zone name').fill(zoneName);
    await page.getByLabel('Cost').fill('7.50');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shipping-zone-en.png`, fullPage: true });
    await shipping.save.click();
    await expect(page).toHaveURL(/\/setting\/shipping\/edit\//);
  });

  await test.step('a surcharge for Iceland: first item 2.00, each next 1.00', async () => {
    await subfees.createForCountry(feeName, 'Iceland', '2', '-1');
    await subfees.save.click();
    await expect(page.getByText('must be at least 0.')).toBeVisible();
    await page.getByLabel('Each next item').fill('1');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/subfee-form-en.png`, fullPage: true });
    await subfees.save.click();
    await expect(page.getByRole('cell', { name: feeName })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/subfee-list-en.png`, fullPage: true });
  });

  await test.step('the quote tester: 2 items to Iceland pay 7.50 shipping and 3.00 surcharge', async () => {
    await shipping.goto();
    await shipping.quoteFor('Iceland', 'Mug', 2);
    await expect(shipping.quote.getByText(`Island standard — $7.50`)).toBeVisible();
    await expect(shipping.row('Shipping: Island standard')).toHaveText('$7.50');
    await expect(shipping.row(`Surcharge: ${feeName}`)).toHaveText('$3.00');
    const subtotal = money(await shipping.row('Subtotal').innerText());
    // An automatic discount another test made may apply: the total is after it.
    const discountRow = shipping.row(/^Discount/).first();
    const discount = (await discountRow.count()) ? money(await discountRow.innerText()) : 0;
    await expect(shipping.row('Total')).toHaveText(`$${(subtotal - discount + 10.5).toFixed(2)}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shipping-quote-en.png`, fullPage: true });
  });

  await test.step('a draft order shipped to Iceland shows that shipping, surcharge and total', async () => {
    const draft = new DraftOrderPage(page);
    await draft.goto();
    await draft.pickFirst(draft.customer, 'a');
    await expect(draft.shippingAddress.locator('input[name="shipping_address.city"]')).not.toHaveValue('');
    await draft.addProduct('Mug');
    await draft.items.getByLabel('Quantity').fill('2');
    await draft.shippingAddress.getByLabel('Country code').fill('IS');
    await draft.saveButton.click();
    await expect(page).toHaveURL(/\/orders\/draft\/[^/]+$/);
    await expect(draft.totals).toContainText('Shipping: Island standard$7.50');
    await expect(draft.totals).toContainText(`Surcharge: ${feeName}$3.00`);
    const subtotal = money(
      (
        await draft.totals
          .getByText(/^Subtotal/)
          .locator('..')
          .innerText()
      ).replace('Subtotal', ''),
    );
    const discountLine = draft.totals.getByText(/^Discount/);
    const discount = (await discountLine.count())
      ? money((await discountLine.first().locator('..').innerText()).replace('Discount', ''))
      : 0;
    await expect(draft.totals).toContainText(`Total$${(subtotal - discount + 10.5).toFixed(2)}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-shipping-en.png`, fullPage: true });
  });
});

test('taxes, and the screens in Vietnamese', async ({ page, shopSelectPage }) => {
  await page.goto('/setting/taxes');
  await expect(page.getByLabel('All prices include tax')).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Country' }).first()).toHaveValue(/United States/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/taxes-en.png`, fullPage: true });

  await page.goto('/shop/select');
  await shopSelectPage.choose('Gốm Sứ Bát Tràng');
  await page.goto('/setting/taxes');
  await expect(page.getByLabel('Giá sản phẩm đã gồm thuế')).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/taxes-vi.png`, fullPage: true });
  await page.goto('/setting/shipping');
  await expect(page.getByRole('cell', { name: 'Nội địa Việt Nam' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shipping-list-vi.png`, fullPage: true });
  await page.getByRole('cell', { name: 'Nội địa Việt Nam' }).click();
  await expect(page.getByRole('textbox', { name: 'Tên vùng' })).toHaveValue('Nội địa Việt Nam');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shipping-zone-vi.png`, fullPage: true });
  await page.goto('/setting/subfee');
  await expect(page.getByRole('cell', { name: 'Phụ phí vùng sâu vùng xa' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/subfee-list-vi.png`, fullPage: true });
});
