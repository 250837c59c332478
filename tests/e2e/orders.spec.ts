/**
 * A merchant's day with orders, on the seeded demo shop: three orders moved to fulfillment
 * at once; a refund with its reason in the timeline; a draft order saved, found again,
 * invoiced and marked as paid with the next number; a recovery mail for an abandoned checkout read in the outbox; the
 * orders exported and the CSV opened.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { HistoryPanel } from './pages/HistoryPanel';
import { AbandonedCheckoutsPage } from './pages/AbandonedCheckoutsPage';
import { openDemoShop } from './pages/DemoShop';
import { DraftOrderPage } from './pages/DraftOrderPage';
import { OrderPage } from './pages/OrderPage';
import { OrdersPage } from './pages/OrdersPage';
import { OutboxPage } from './pages/OutboxPage';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.beforeEach(async ({ page }) => {
  await openDemoShop(page);
});

test('three processing orders move to fulfillment in one go', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.openTab('Processing');
  const numbers = await orders.firstNumbers(3);

  await test.step('select three orders and set their status to Fulfillment', async () => {
    for (const number of numbers) await orders.select(number);
    await orders.changeStatusOfSelected('Fulfillment');
    await expect(orders.notification).toContainText('3 orders updated');
  });

  await test.step('they are no longer processing, and each shows Fulfillment', async () => {
    for (const number of numbers) await expect(orders.row(number)).toHaveCount(0);
    await orders.tab('All').click();
    await expect(page).not.toHaveURL(/processing/);
    await expect(orders.rows.filter({ hasText: 'Fulfillment' }).first()).toBeVisible();
    for (const number of numbers) {
      await orders.searchFor(number);
      await expect(orders.row(number).getByText('Fulfillment', { exact: true })).toBeVisible();
    }
  });
});

test('a refund needs a reason, and the reason shows in the timeline', async ({ page }) => {
  const orders = new OrdersPage(page);
  const order = new OrderPage(page);
  await orders.goto();
  await orders.openTab('Processing');
  const [number] = await orders.firstNumbers(1);
  await orders.row(number).getByText(number, { exact: true }).click();
  await expect(order.heading).toHaveText(number);

  await test.step('refund without a reason: refused on the field, nothing lost', async () => {
    await order.openRefund();
    await order.confirmRefund();
    await expect(order.refundDialog).toContainText("can't be blank.");
  });

  await test.step('with a reason: refunded, and the timeline says why', async () => {
    await order.refundReason.fill('Arrived broken in transit');
    await order.confirmRefund();
    await expect(order.notification).toContainText('The order was refunded');
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(order.timeline).toContainText('Reason: Arrived broken in transit');
    await expect(order.timeline).toContainText('Status changed from Processing to Refunded');
  });
});

test('a draft order is saved, found again, invoiced, and marked as paid with the next number', async ({ page }) => {
  const draft = new DraftOrderPage(page);
  const order = new OrderPage(page);
  const orders = new OrdersPage(page);
  const outbox = new OutboxPage(page);
  // Numbers start at 1001 and only grow: the highest so far tells the next one.
  await page.goto(`/orders?sort=number&order=DESC`);
  const [highest] = await orders.firstNumbers(1);
  const next = `#${Number(highest.replace(/\D/g, '')) + 1}`;
  await draft.goto();

  await test.step('an empty draft is refused with the reasons on the fields', async () => {
    await draft.saveButton.click();
    await expect(page.getByText("can't be blank.").first()).toBeVisible();
    await expect(page.getByText('is required.')).toBeVisible();
  });

  let customer = '';
  await test.step('a customer with an address: the shipping address is theirs', async () => {
    customer = (await draft.pickFirst(draft.customer, 'a')).split(' <')[0];
    const [first] = customer.split(' ');
    await expect(draft.shippingAddress.getByLabel('First name')).toHaveValue(first);
    await expect(draft.shippingAddress.locator('input[name="shipping_address.city"]')).not.toHaveValue('');
    await draft.addProduct('a');
    await draft.items.getByLabel('Quantity').fill('2');
  });

  await test.step('an unknown gift card is refused on its field, and nothing is saved', async () => {
    await draft.giftCard.fill('NOPE-NOPE-NOPE-NOPE');
    await draft.applyButton.click();
    await expect(page.getByText('This gift card cannot be used: it is unknown, disabled or expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/draft\/create$/);
    await draft.giftCard.fill('');
  });

  let name = '';
  let city = '';
  await test.step('a code applies when the draft is saved, priced by the store', async () => {
    await draft.code.fill('welcome10');
    await draft.applyButton.click();
    await expect(page).toHaveURL(/\/orders\/draft\/[^/]+$/);
    await expect(draft.heading).toHaveText(/^Draft order #D\d+$/);
    name = (await draft.heading.innerText()).replace('Draft order ', '');
    await expect(page.getByText('Applied: WELCOME10')).toBeVisible();
    await expect(draft.totals).toContainText('2 items');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-order-en.png`, fullPage: true });
    city = await draft.shippingAddress.locator('input[name="shipping_address.city"]').inputValue();
  });

  await test.step('the drafts list finds it, and it opens again as saved', async () => {
    await draft.gotoList();
    await expect(draft.row(name)).toContainText(customer);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-orders-en.png`, fullPage: true });
    await draft.row(name).getByText(name, { exact: true }).click();
    await expect(draft.heading).toHaveText(`Draft order ${name}`);
    await expect(draft.shippingAddress.locator('input[name="shipping_address.city"]')).toHaveValue(city);
    await expect(page.getByText('Applied: WELCOME10')).toBeVisible();
  });

  await test.step('the invoice mail is in the outbox', async () => {
    const url = page.url();
    await draft.sendInvoiceButton.click();
    await expect(page.getByText(/^Invoice sent to \S+@/)).toBeVisible();
    await outbox.goto();
    await expect(outbox.rows.first()).toContainText('Draft order invoice');
    await page.goto(url);
  });

  await test.step(`mark as paid: the order opens as the next number, ${next}, and the draft leaves the list`, async () => {
    await draft.markPaidButton.click();
    await expect(page).toHaveURL(/\/orders\/[^/]+$/);
    await expect(order.heading).toHaveText(next);
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await draft.gotoList();
    await expect(page.getByRole('table').or(page.getByText('No draft orders')).first()).toBeVisible();
    await expect(draft.row(name)).toHaveCount(0);
  });
});

test('the draft orders in Vietnamese: the seeded drafts, one opened with its customer address', async ({
  page,
  shopSelectPage,
}) => {
  const draft = new DraftOrderPage(page);
  await page.goto('/shop/select');
  await shopSelectPage.choose('Gốm Sứ Bát Tràng');
  await draft.gotoList();
  await expect(draft.rows.first()).toContainText('#D');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-orders-vi.png`, fullPage: true });
  // The draft's name opens it (the row's first cell selects it for a bulk delete).
  await draft.rows
    .first()
    .getByText(/^#D\d+$/)
    .click();
  await expect(draft.heading).toHaveText(/^Đơn hàng nháp #D\d+$/);
  // The shipping city (the billing fields, when shown, have a city too).
  await expect(
    page.getByRole('region', { name: 'Địa chỉ giao hàng' }).locator('input[name="shipping_address.city"]'),
  ).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Đánh dấu đã thanh toán' })).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-order-vi.png`, fullPage: true });
});

test('a recovery mail for an abandoned checkout is sent and read in the outbox', async ({ page }) => {
  const abandoned = new AbandonedCheckoutsPage(page);
  const outbox = new OutboxPage(page);
  await abandoned.goto();
  await abandoned.rows.first().click();
  await expect(page).toHaveURL(/\/orders\/abandoned\/[^/]+$/);
  const heading = (
    await page
      .getByRole('heading', { name: /^Abandoned checkout #C/ })
      .first()
      .innerText()
  ).trim();

  let to = '';
  await test.step('send it: a toast says to whom, and the page says when', async () => {
    await abandoned.sendButton.click();
    await expect(abandoned.notification).toContainText('Recovery mail sent to');
    to = ((await abandoned.notification.innerText()).match(/sent to (\S+)/) ?? [])[1] ?? '';
    expect(to).toContain('@');
    await expect(abandoned.lastSent).toContainText('Recovery mail last sent');
    await expect(abandoned.timeline).toContainText(`Abandoned checkout recovery sent to ${to}`);
  });

  await test.step('the timeline leads to the outbox, where the mail reads as sent', async () => {
    await abandoned.timeline.getByRole('link', { name: 'Read the mail' }).first().click();
    await expect(page).toHaveURL(/\/setting\/notifications\/outbox/);
    await expect(outbox.rows.first()).toContainText('Abandoned checkout recovery');
    await expect(outbox.rows.first()).toContainText(to);
    await outbox.rows.first().click();
    await expect(outbox.mail).toContainText(`To: ${to}`);
    await expect(outbox.mail).toContainText('Kept in the outbox, not sent');
    expect(heading).toMatch(/^Abandoned checkout #C/);
  });
});

test('orders export to a CSV file with a progress bar, and the file opens', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.openTab('Refunded');
  const shown = await orders.firstNumbers(1);

  const download = page.waitForEvent('download');
  await orders.exportButton.click();
  await expect(orders.exportDialog).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(orders.exportDialog).toContainText(/Done: \d+ orders? in the file/);

  const csv = readFileSync(await file.path(), 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header.split(',').slice(0, 6)).toEqual(['name', 'number', 'created_at', 'customer', 'email', 'status']);
  expect(lines.length).toBeGreaterThan(0);
  // Only what the tab shows: refunded orders.
  expect(lines.every((line) => line.includes(',refund,'))).toBe(true);
  expect(csv).toContain(shown[0]);
});

test("a fulfilment line's quantity out of bounds says SPEC §5's words on the line, not the browser's", async ({
  page,
}) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.openTab('Processing');
  await orders.rows.first().locator('td').nth(1).click();
  await page.getByRole('link', { name: /^Fulfil \d+ items?$/ }).click();
  const quantity = page.getByRole('spinbutton', { name: /^Quantity of / }).first();
  // No min/max attributes: the browser would otherwise stop the submit with its own English bubble.
  await expect(quantity).not.toHaveAttribute('min');
  await expect(quantity).not.toHaveAttribute('max');

  await test.step('-1: "must be at least 0."', async () => {
    await quantity.fill('-1');
    await page.getByRole('button', { name: 'Fulfil items' }).click();
    await expect(quantity).toHaveAccessibleDescription('must be at least 0.');
  });

  await test.step('more than is left: "Only n left to fulfil."', async () => {
    await quantity.fill('9999');
    await page.getByRole('button', { name: 'Fulfil items' }).click();
    await expect(quantity).toHaveAccessibleDescription(/^Only \d+ left to fulfil\.$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fulfillment-over-en.png`, fullPage: true });
  });
});

test("a fulfilment's tracking number saved again is a version in its History, shown and not restorable", async ({
  page,
}) => {
  const orders = new OrdersPage(page);
  const history = new HistoryPanel(page);
  const tracking = page.getByLabel('Tracking number');
  await orders.goto();
  await orders.openTab('Processing');
  await orders.rows.first().locator('td').nth(1).click();
  await page.getByRole('link', { name: /^Fulfil \d+ items?$/ }).click();
  const first = `1Z${Date.now()}`;
  // The fulfillment of this test: the one whose line names its tracking number.
  const ours = (number: string) =>
    page
      .getByRole('region', { name: 'Fulfillments' })
      .locator('div')
      .filter({ hasText: number })
      .filter({ has: page.getByRole('link', { name: /^Edit fulfillment / }) })
      .last()
      .getByRole('link', { name: /^Edit fulfillment / });
  await tracking.fill(first);
  await page.getByRole('button', { name: 'Fulfil items' }).click();
  await ours(first).click();
  await expect(history.version(0)).toContainText('Version 1 · Created');
  await tracking.fill(`${first}-2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await ours(`${first}-2`).click();
  await expect(history.version(0)).toContainText('Version 2 · Updated');
  await expect(history.change(0, 'tracking_number')).toContainText(`${first}-2`);
  // No version number to check a restore against: none is offered.
  await expect(history.region.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
});
