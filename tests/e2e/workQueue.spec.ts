import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, signedInPage, test, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// The employee work queues (002 §2 applications, omApplications and their detail screens; 000 §2
// /employeeHome): staff take an application, answer the customer and change its status; the queue's unread
// badges follow a customer's message live; an employee without the flag never sees the queue.

const SHOTS = shotsDir('workQueue');

const NARROW = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  await shot(page, SHOTS, name);
}

/** A second person in their own browser context (their own cookies), signed in. */
/** Maria's "Meter relocation" row of the customer-service queue, narrowed by the type filter. */
async function mariasRelocationRow(page: Page) {
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer service applications');
  await page.getByTestId('filter-type').selectOption({ label: 'Meter relocation' });
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/\/applications\?type=2$/);
  const row = page.getByTestId('queue-table').getByRole('row').filter({ hasText: 'Maria Georgiou' });
  await expect(row).toHaveCount(1);
  return row;
}

test('staff take an application, answer the customer and change its status with a recorded history', async ({ page, browser }) => {
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/);
  await expect(page.getByTestId('home-queue-CUSTOMER_SERVICE')).toBeVisible();
  await shoot(page, 'employeeHome-en');

  // Family applications by stage (docs/applicationFamilies.md): Andreas's seeded permit awaits its fee.
  await page.goto('/applications');
  await page.getByTestId('filter-stage').selectOption({ label: 'Awaiting payment' });
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/\/applications\?stage=AWAITING_PAYMENT$/);
  await expect(page.getByTestId('queue-table').getByRole('row').filter({ hasText: 'Andreas Christodoulou' }).filter({ hasText: 'Water containment works permit' })).toHaveCount(1);

  const row = await mariasRelocationRow(page);
  await expect(row.getByTestId('unread-badge')).toHaveText('1 unread');
  await shoot(page, 'applications-en');
  await row.getByTestId('queue-link').click();
  await expect(page).toHaveURL(/\/application\/\d+$/);
  const applicationId = Number(/\/application\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meter relocation');
  // What Maria asked for, read-only (utility-api seed/applicationRequests.ts).
  const request = page.getByTestId('application-request');
  await expect(request).toContainText('Meter relocation');
  await expect(request).toContainText('move the meter to the garden wall');
  await expect(request).toContainText('Garden wall by the gate');
  await expect(page.getByTestId('customer-card')).toContainText('Maria Georgiou');
  await expect(page.getByTestId('customer-enquiry-link')).toHaveAttribute('href', /^\/enquiries\/customers\/[A-Za-z0-9_-]+$/);

  await page.getByTestId('take-it').click();
  await expect(page.getByTestId('assigned-to')).toHaveText('Assigned to you.');
  await expect(page.getByText('The application is now assigned to you.')).toBeVisible();

  await page.getByLabel('New message').fill('We will move the meter on Monday.');
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByTestId('send-message').click();
  const reply = page.getByTestId('message-item').first();
  await expect(reply).toHaveAttribute('data-from', 'staff');
  await expect(reply).toContainText('Utility staff');

  // Only the changes the utility accepts are offered (utility-api README "Work queues"), and they follow the status.
  const statusOptions = page.getByTestId('status-select').locator('option');
  await expect(statusOptions).toHaveText(['Choose a status', 'In Process', 'Cancelled']);
  await page.getByTestId('status-select').selectOption({ label: 'In Process' });
  await page.getByTestId('status-comment').fill('Technician booked.');
  await page.getByTestId('status-submit').click();
  await expect(page.getByText('The status was changed.')).toBeVisible();
  await expect(statusOptions).toHaveText(['Choose a status', 'Posted', 'Suspended', 'Cancelled']);
  const entry = page.getByTestId('history-entry').first();
  await expect(entry).toContainText('New');
  await expect(entry).toContainText('In Process');
  await expect(entry).toContainText('Technician booked.');
  await expect(entry).toContainText('Katerina Ioannou');
  await shoot(page, 'application-en');

  const maria = await signedInPage(browser, demoUsers.customerByEmail);
  await maria.goto(`/app/2/${applicationId}`);
  const answer = maria.getByTestId('message-item').first();
  await expect(answer).toHaveAttribute('data-from', 'staff');
  await answer.getByRole('button').first().click();
  await expect(maria.getByTestId('message-view')).toContainText('We will move the meter on Monday.');
  await maria.context().close();
});

test('a customer\'s new message updates the unread badge of the open queue without a reload', async ({ page, browser }) => {
  await signInByRequest(page, demoUsers.employee);
  const row = await mariasRelocationRow(page);
  const badge = row.getByTestId('unread-badge');
  const before = Number(await badge.getAttribute('data-count'));
  const applicationId = Number(/\/application\/(\d+)$/.exec((await row.getByTestId('queue-link').getAttribute('href')) ?? '')?.[1]);

  const maria = await signedInPage(browser, demoUsers.customerByEmail);
  await maria.goto(`/app/2/${applicationId}`);
  await maria.getByLabel('New message').fill('Thank you, Monday is fine.');
  await maria.getByRole('button', { name: 'Got it' }).click();
  await maria.getByTestId('send-message').click();
  await expect(maria.getByText('Your message was sent.')).toBeVisible();
  await maria.context().close();

  await expect(badge).toHaveAttribute('data-count', String(before + 1), { timeout: 10_000 });
  await expect(page.getByTestId('queue-live')).toContainText('Meter relocation');
});

test('an employee without the flags gets no queue menu item and the queue route is refused', async ({ page }) => {
  await signInByRequest(page, demoUsers.fieldWorker);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/);
  await expect(page.getByRole('link', { name: 'Applications', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Maintenance applications' })).toHaveCount(0);
  await expect(page.getByTestId('home-queue-CUSTOMER_SERVICE')).toHaveCount(0);
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/employeeHome$/);
  await page.goto('/omApplication/1');
  await expect(page).toHaveURL(/\/employeeHome$/);
});

/** A visitor's new customer application, sent to the utility API the way the wizard sends it (002 §4 Submission). */
async function visitorApplies(email: string, phone: string): Promise<void> {
  const api = utilityApiUrl();
  const json = { 'content-type': 'application/json' };
  const session = await (await fetch(`${api}/Session/Create`, { method: 'POST', headers: json, body: JSON.stringify({ Email: email, MobileNo: phone, LanguageCode: 'en' }) })).text();
  const code = async (recipient: string) => {
    const [newest] = (await (await fetch(`${api}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as Array<{ body: string }>;
    return /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
  };
  const fields: Record<string, string> = {
    AccountType: '0', ConsumerType: '1', Initial: 'N', Surname: 'Kyriakou', Email: email, CellTelNo: phone, ConsentReceiveEmail: 'true',
    ConsentReceiveSms: 'true', SessionId: session, EmailOtpCode: await code(email), SmsOtpCode: await code(phone), LanguageCode: 'en',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('Files', new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)])], { type: 'application/pdf' }), 'identity-card.pdf');
  const created = (await (await fetch(`${api}/NewCustomer/CreateApplication`, { method: 'POST', body: form })).json()) as { status: number };
  expect(created.status).toBe(0);
}

test('a visitor\'s new customer application reaches the customer-service queue with its details and files', async ({ page }) => {
  await visitorApplies('n.kyriakou@example.test', '35799888777');
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/applications');
  await page.getByTestId('filter-type').selectOption({ label: 'New customer' });
  await page.getByTestId('filter-apply').click();
  const row = page.getByTestId('queue-table').getByRole('row').filter({ hasText: 'N Kyriakou' });
  await expect(row).toContainText('New customer – N Kyriakou');
  await row.getByTestId('queue-link').click();
  const details = page.getByTestId('new-customer-details');
  await expect(details).toContainText('Surname');
  await expect(details).toContainText('Kyriakou');
  await expect(details).toContainText('n.kyriakou@example.test');
  await expect(page.getByText('Download identity-card.pdf')).toBeVisible();
  await shoot(page, 'newCustomerApplication-en');
});

test('screenshots of the work-queue screens in en and ar, desktop and narrow', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const language of ['en', 'ar'] as const) {
    const page = await signedInPage(browser, demoUsers.employee, language);
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['narrow', NARROW]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/employeeHome');
      await expect(page).toHaveURL(/\/employeeHome$/);
      await expect(page.getByTestId('home-queue-MAINTENANCE')).toBeVisible();
      await shoot(page, `employeeHome-${language}-${size}`);
      await page.goto('/omApplications');
      await expect(page.getByTestId('queue-table')).toBeVisible();
      await shoot(page, `omApplications-${language}-${size}`);
      // "More filters" stays as this browser last left it: opened at the first width.
      const more = page.getByTestId('queue-filters-more');
      if (size === 'desktop') await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await page.getByTestId('filter-from').fill('31/02/2026');
      await page.getByTestId('filter-apply').click();
      await expect(page.getByTestId('queue-filters').locator('[aria-invalid="true"]')).toHaveCount(1);
      await shoot(page, `omApplications-invalid-date-${language}-${size}`);
      await page.getByTestId('queue-link').first().click();
      await expect(page.getByTestId('status-change')).toBeVisible();
      await expect(page.getByTestId('application-request')).toBeVisible();
      await shoot(page, `omApplication-${language}-${size}`);
    }
    await page.context().close();
  }
});
