/** Customers from a CSV: a dry run reports the bad e-mail and the empty row per row, then only good rows are imported. */
import { expect, test } from './fixtures';
import { CustomersPage } from './pages/CustomersPage';
import { openDemoShop } from './pages/DemoShop';
import { OrdersPage } from './pages/OrdersPage';

test('a CSV with one bad e-mail and a row without data is reported per row, then the good rows are imported', async ({
  page,
}) => {
  const customers = new CustomersPage(page);
  const tag = `${Date.now().toString(36)}`;
  const good = `hoa.pham.${tag}@example.com`;
  await openDemoShop(page);
  await customers.goto();

  await test.step('the dry run reports row 3 (bad e-mail) and row 4 (no data); nothing is written yet', async () => {
    await customers.importButton.click();
    await customers.chooseCsv('customers.csv', [
      'first_name,last_name,email,phone',
      `Hoa,Pham,${good},+84 90 555 0101`,
      'Minh,Do,minh.do-at-example.com,',
      ',,,',
      `Thu,Vo,thu.vo.${tag}@example.com,`,
    ]);
    await expect(customers.report).toContainText('4 rows: 2 ready to import, 1 with errors, 1 without data.');
    await expect(customers.problems.getByRole('row', { name: /^3 / })).toContainText('Email is invalid.');
    await expect(customers.problems.getByRole('row', { name: /^4 / })).toContainText('This row has no data.');
  });

  await test.step('confirm: the two good rows are created, and found', async () => {
    await customers.confirmButton(2).click();
    await expect(customers.notification).toContainText('Import done: 2 created, 0 updated');
    await customers.search.fill(good);
    await expect(customers.rows).toHaveCount(1);
    await expect(customers.rows.first()).toContainText('Hoa Pham');
  });
});

test("a customer's page lists their orders with the order list's columns, but no customer column", async ({ page }) => {
  await openDemoShop(page);
  const orders = new OrdersPage(page);
  await orders.goto();
  const first = orders.rows.first().locator('td').nth(1);
  const number = (await first.innerText()).trim();
  await first.click();
  await page.getByRole('region', { name: 'Customer' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  const list = page.getByRole('region', { name: 'Orders' });
  for (const column of ['Order', 'Date', 'Total', 'Payment status'])
    await expect(list.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
  await expect(list.getByRole('row').filter({ hasText: number })).toHaveCount(1);
});
