import type { Page } from '@playwright/test';
import { demoUsers, expect as baseExpect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

/** Route loaders fetch before a screen shows; other suites share the machine, so waits are generous. */
const expect = baseExpect.configure({ timeout: 20_000 });

// Store requisitions, employee schedules and preferences (issue #9, 002 §2 store requisitions and employee
// schedules, §3 preference warehouse and meter warehouse, 000 §3 profile warehouseId / meterWarehouseId).

const SHOTS = shotsDir('workforce');
const NAVIGATION = { timeout: 20_000 };
/** A week far ahead, which the seed leaves empty. */
const WEEK_DAY = '2031-03-05';

interface Stock {
  stockItemId: number;
  code: string;
  quantityOnHand: number;
}

async function stockOf(stockItemId: number): Promise<number> {
  const staff = await utilityApiSession(demoUsers.employee);
  const { items } = await staff<{ items: Stock[] }>('/StockItem/GetList', { Ids: [stockItemId], WarehouseId: 1 });
  return items[0]?.quantityOnHand ?? -1;
}

async function signedIn(page: Page, login: string) {
  await signInByRequest(page, login);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/, NAVIGATION);
}

test('preferences are saved upstream and shown again after a reload', async ({ page }) => {
  const field = await utilityApiSession(demoUsers.fieldWorker);
  const stores = (await field<{ items: Array<{ warehouseId: number; code: string }> }>('/Warehouse/GetList', { Kind: 'stores' })).items;
  const meters = (await field<{ items: Array<{ warehouseId: number; code: string }> }>('/Warehouse/GetList', { Kind: 'meters' })).items;
  const store = stores[stores.length - 1];
  const meter = meters[meters.length - 1];
  if (!store || !meter) throw new Error('warehouses expected');
  await signedIn(page, demoUsers.fieldWorker);
  await page.goto('/preferences');
  await page.getByTestId('preferences-warehouse').selectOption(String(store.warehouseId));
  await page.getByTestId('preferences-meter-warehouse').selectOption(String(meter.warehouseId));
  await page.getByTestId('preferences-save').click();
  await expect(page.getByText('Preferences saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('preferences-warehouse')).toHaveValue(String(store.warehouseId));
  await expect(page.getByTestId('preferences-meter-warehouse')).toHaveValue(String(meter.warehouseId));
  const profile = await field<{ item: { warehouseId: number; meterWarehouseId: number } }>('/account/GetProfileDetails', { Username: demoUsers.fieldWorker });
  expect(profile.item).toMatchObject({ warehouseId: store.warehouseId, meterWarehouseId: meter.warehouseId });
});

test('a store requisition is created, submitted, approved and issued, and the stock decreases', async ({ page }) => {
  const staff = await utilityApiSession(demoUsers.employee);
  const stock = (await staff<{ items: Stock[] }>('/StockItem/GetList', { WarehouseId: 1, Options: { PageSize: 100 } })).items.find((item) => item.quantityOnHand >= 5);
  if (!stock) throw new Error('a stocked material expected');
  await signedIn(page, demoUsers.employee);
  await page.goto('/storeRequisitions');
  await page.getByTestId('requisition-new').click();
  await expect(page).toHaveURL(/\/storeRequisitions\/new$/, NAVIGATION);
  // The viewer's warehouse (preference) is the default.
  await expect(page.getByTestId('requisition-warehouse')).toHaveValue('1');
  await page.getByTestId('requisition-material').selectOption(String(stock.stockItemId));
  await page.getByTestId('requisition-quantity').fill('0');
  await page.getByTestId('requisition-save').click();
  await expect(page.getByText('Enter a quantity above zero.')).toBeVisible();
  await page.getByTestId('requisition-quantity').fill('2');
  await page.getByTestId('requisition-save').click();
  await expect(page.getByText(/Store requisition SR-\d{6} saved\./)).toBeVisible();
  await expect(page).toHaveURL(/\/storeRequisitions\/(?!new)[^/]+$/, NAVIGATION);
  await expect(page.getByTestId('requisition-status')).toHaveText('Draft');

  for (const [action, status] of [['SUBMIT', 'Submitted'], ['APPROVE', 'Approved'], ['ISSUE', 'Issued']] as const) {
    await page.getByTestId(`requisition-action-${action}`).click();
    await expect(page.getByTestId('requisition-status')).toHaveText(status);
    await expect(page.getByText(new RegExp(`Store requisition SR-\\d{6} ${status.toLowerCase()}\\.`))).toBeVisible();
  }
  await expect(page.getByTestId('requisition-on-hand')).toContainText(String(stock.quantityOnHand - 2));
  expect(await stockOf(stock.stockItemId)).toBe(stock.quantityOnHand - 2);
  await page.goto('/storeRequisitions?status=ISSUED');
  await expect(page.getByTestId('requisitions-table')).toContainText('Issued');
});

test('a schedule entry is added and an overlapping one is refused', async ({ page }) => {
  await signedIn(page, demoUsers.employee);
  await page.goto(`/schedules?day=${WEEK_DAY}`);
  await expect(page.getByTestId('schedules-week')).toContainText('03/03/2031');
  const row = page.getByTestId('schedules-grid').locator('tbody tr').first();
  const cell = row.locator('td').nth(2);
  await cell.getByTestId('schedule-add').click();
  const form = page.getByTestId('schedule-form');
  // 002 §9: the day reads and is typed DD/MM/YYYY, and the times HH:mm, whatever the browser's locale
  await expect(form.getByTestId('schedule-day')).toHaveValue('05/03/2031');
  await form.getByTestId('schedule-from').fill('8:00');
  await form.getByTestId('schedule-to').fill('12:00');
  await form.getByTestId('schedule-save').click();
  await expect(page.getByText('Schedule entry saved.')).toBeVisible();
  await expect(cell.getByTestId('schedule-entry')).toContainText('08:00–12:00');

  await cell.getByTestId('schedule-add').click();
  await form.getByTestId('schedule-day').fill('31/02/2031');
  await form.getByTestId('schedule-from').fill('25:00');
  await form.getByTestId('schedule-save').click();
  await expect(form.getByText('Enter the day as DD/MM/YYYY.')).toBeVisible();
  await expect(form.getByTestId('schedule-from')).toHaveAccessibleDescription('Enter the time as HH:mm.');
  await expect(form.getByTestId('schedule-from')).toHaveValue('25:00');
  await form.getByTestId('schedule-day').fill('5/3/2031');
  await form.getByTestId('schedule-from').fill('11:00');
  await form.getByTestId('schedule-to').fill('13:00');
  await form.getByTestId('schedule-kind').selectOption('TRAINING');
  await form.getByTestId('schedule-save').click();
  await expect(form.getByText(/already has an entry from 08:00 to 12:00/)).toBeVisible();
  await expect(form.getByTestId('schedule-from')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('schedule-from')).toHaveValue('11:00');
  await expect(cell.getByTestId('schedule-entry')).toHaveCount(1);

  // Keyboard: the arrow keys move between the cells of the week.
  await cell.getByTestId('schedule-entry').focus();
  await page.keyboard.press('ArrowRight');
  await expect(row.locator('td').nth(3).getByTestId('schedule-add')).toBeFocused();
  await page.getByTestId('schedules-next').click();
  await expect(page.getByTestId('schedules-week')).toContainText('10/03/2031');
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of requisitions, schedules and preferences, ${language}, 1280 and 390 px`, async ({ page, baseURL }) => {
    // Both widths in one signed-in page, which a machine busy with other work takes its time over.
    test.setTimeout(60_000);
    await signedIn(page, demoUsers.employee);
    await page.evaluate((value) => window.localStorage.setItem('language', value), language);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/storeRequisitions');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('requisitions-table')).toBeVisible();
      await shot(page, SHOTS, `requisitions-${language}-${width}`);
      await page.getByTestId('requisitions-table').getByRole('link').first().click();
      await expect(page.getByTestId('requisition-lines')).toBeVisible();
      await shot(page, SHOTS, `requisition-${language}-${width}`);
      await page.goto('/storeRequisitions/new');
      await expect(page.getByTestId('requisition-form')).toBeVisible();
      await shot(page, SHOTS, `requisition-new-${language}-${width}`);
      await page.goto('/schedules');
      await expect(page.getByTestId('schedules-grid')).toBeVisible();
      await page.getByTestId('schedule-entry').first().click();
      await expect(page.getByTestId('schedule-form')).toBeVisible();
      await shot(page, SHOTS, `schedules-${language}-${width}`);
      await page.goto('/preferences');
      await expect(page.getByTestId('preferences-form')).toBeVisible();
      await shot(page, SHOTS, `preferences-${language}-${width}`);
    }
  });
}
