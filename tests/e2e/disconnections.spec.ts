import type { Page } from '@playwright/test';
import { demoUsers, expect, portalUrl, signInByRequest, signedInPage, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// Disconnections and reconnections (002 §2; §3 Disconnection labels; §4 under investigation; §5 final reading;
// §9 'Do MMMM' dates): staff record final readings, save without one, set and remove an investigation; a
// customer and the field worker are kept out.

const SHOTS = shotsDir('disconnections');
const NARROW = { width: 390, height: 844 };

const shoot = (page: Page, name: string) => shot(page, SHOTS, name);

/** 'Do MMMM' of today in English, as 002 §9 wants disconnection dates ("3rd March"). */
function todayDoMMMM(): string {
  const today = new Date();
  const day = today.getUTCDate();
  const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
  const suffix = suffixes[new Intl.PluralRules('en', { type: 'ordinal' }).select(day)] ?? 'th';
  return `${day}${suffix} ${new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(today)}`;
}

/** Opens the first pending order that is not under investigation, through the list's filters. */
async function openPendingOrder(page: Page): Promise<number> {
  await page.goto('/disconnections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disconnections');
  await page.getByTestId('filter-status').selectOption('PENDING');
  await page.getByTestId('filter-investigation').selectOption('0');
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/\/disconnections\?status=PENDING&inv=0$/);
  // The list is shown from the store and then refreshed: wait for the filtered rows before opening one.
  const statuses = page.getByTestId('disconnections-table').getByTestId('disconnection-status');
  await expect.poll(async () => {
    const shown = await statuses.allTextContents();
    return shown.length > 0 && shown.every((status) => status === 'Pending');
  }).toBe(true);
  await expect(page.getByTestId('disconnections-table').getByTestId('disconnection-investigation-badge')).toHaveCount(0);
  await page.getByTestId('disconnection-link').first().click();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await expect(page.getByTestId('disconnection-status')).toHaveText('Pending');
  const hint = await page.locator('#final-reading-hint').innerText();
  return Number(/(\d+)/.exec(hint)?.[1]);
}

test('staff record a final reading: a lower one is refused and kept, a clock-over is accepted', async ({ page }) => {
  await signInByRequest(page, demoUsers.employee);
  const previous = await openPendingOrder(page);
  expect(previous).toBeGreaterThan(10);
  await expect(page.getByTestId('account-enquiry-link')).toHaveAttribute('href', /^\/enquiries\/customers\/[\w-]+\/accounts\/[\w-]+$/);
  await expect(page.getByTestId('last-payment-date')).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+$/);

  const lower = String(previous - 1);
  await page.getByTestId('final-reading').fill(lower);
  await page.getByTestId('record-submit').click();
  const error = page.getByText(/^The final reading cannot be lower than the last reading/);
  await expect(error).toBeVisible();
  await expect(error).toContainText(String(previous));
  await expect(page.getByTestId('final-reading')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('final-reading')).toHaveValue(lower);
  await shoot(page, 'record-lower-refused-en');

  // The crew enters 12 on the keypad: the meter clocked over.
  await page.getByTestId('numeric-keypad').getByRole('button', { name: 'Clear' }).click();
  await page.getByTestId('numeric-keypad').getByRole('button', { name: '1', exact: true }).click();
  await page.getByTestId('numeric-keypad').getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByTestId('final-reading')).toHaveValue('12');
  await page.getByTestId('clock-over').check();
  await page.getByTestId('record-comment').fill('Meter rolled over');
  await page.getByTestId('record-submit').click();
  await expect(page.getByText('The disconnection was saved.')).toBeVisible();
  await expect(page.getByTestId('disconnection-status')).toHaveText('Disconnected');
  await expect(page.getByTestId('final-reading-date-shown')).toHaveText(todayDoMMMM());
  await expect(page.getByTestId('disconnection-labels')).toContainText('Meter rolled over');
  await expect(page.getByTestId('reconnect')).toBeVisible();
  await shoot(page, 'record-saved-en');
});

test('saving without a final reading stores 0', async ({ page }) => {
  await signInByRequest(page, demoUsers.employee);
  await openPendingOrder(page);
  await expect(page.getByTestId('final-reading')).toHaveValue('');
  await page.getByTestId('record-submit').click();
  await expect(page.getByText('The disconnection was saved without a final reading (0).')).toBeVisible();
  await expect(page.getByTestId('disconnection-status')).toHaveText('Disconnected');
  await expect(page.getByTestId('disconnection-labels').locator('div').filter({ hasText: /^Final reading0$/ })).toHaveCount(1);
});

test('staff set an order under investigation and remove it', async ({ page }) => {
  await signInByRequest(page, demoUsers.employee);
  await openPendingOrder(page);
  const orderUrl = page.url();
  await page.getByTestId('investigation-set').click();
  await expect(page.getByText('Give the reason for the investigation.')).toBeVisible();
  await page.getByTestId('investigation-reason-input').fill('Customer says the bill was paid');
  await page.getByTestId('investigation-set').click();
  await expect(page.getByText('The disconnection is now under investigation.')).toBeVisible();
  await expect(page.getByTestId('disconnection-investigation-badge')).toBeVisible();
  await expect(page.getByTestId('investigation-reason')).toHaveText('Customer says the bill was paid');

  await page.goto('/disconnections?inv=1');
  await expect(page.getByTestId('disconnections-table').getByTestId('disconnection-investigation-badge').first()).toBeVisible();
  await page.goto(orderUrl);
  await page.getByTestId('investigation-remove').click();
  await expect(page.getByText('The disconnection was removed from investigation.')).toBeVisible();
  await expect(page.getByTestId('disconnection-investigation-badge')).toHaveCount(0);
});

test('a customer and the field worker cannot open the disconnections', async ({ page, browser }) => {
  await signInByRequest(page, demoUsers.fieldWorker);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/);
  await expect(page.getByRole('link', { name: 'Disconnections' })).toHaveCount(0);
  await page.goto('/disconnections');
  await expect(page).toHaveURL(/\/employeeHome$/);

  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'en-GB' });
  const customer = await context.newPage();
  await signInByRequest(customer, demoUsers.customerByEmail);
  await customer.goto('/disconnections');
  await expect(customer).toHaveURL(/\/userHome$/);
  const answer = await customer.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query: '{ disconnections(first: 1) { totalCount } }' },
  });
  const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await context.close();
});

test('screenshots of the disconnection screens in en and ar, desktop and narrow', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const language of ['en', 'ar'] as const) {
    const page = await signedInPage(browser, demoUsers.employee, language);
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['narrow', NARROW]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/disconnections');
      await expect(page.getByTestId('disconnections-table')).toBeVisible();
      await shoot(page, `disconnections-${language}-${size}`);
      await page.goto('/disconnections?status=PENDING&inv=0');
      await page.getByTestId('disconnection-link').first().click();
      await expect(page.getByTestId('record-form')).toBeVisible();
      await shoot(page, `disconnection-${language}-${size}`);
      await page.goto('/disconnections?status=DISCONNECTED');
      await page.getByTestId('disconnection-link').first().click();
      await expect(page.getByTestId('reconnect')).toBeVisible();
      await shoot(page, `disconnection-disconnected-${language}-${size}`);
    }
    await page.context().close();
  }
});
