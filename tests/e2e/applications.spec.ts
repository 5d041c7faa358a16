import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, expect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// /apps, /app/{type}/{id} and /attachments (000 §2, 002 §2): applications, their messages and attachments.

const SHOTS = shotsDir('applications');

const pdf = (name: string, size = 256) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]) });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });
const docx = (name: string) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
});

/** Staff replies through the utility API itself, as the utility's back office would. */
async function staffReplies(portalApplicationId: number, message: string): Promise<void> {
  const staff = await utilityApiSession(demoUsers.employee);
  const answer = await staff('/ApplicationMessage/Insert', { PortalApplicationId: portalApplicationId, Message: message });
  expect(answer).toMatchObject({ status: 0, affectedUsers: [demoUsers.customerByEmail] });
}

async function openApplication(page: Page, name: RegExp): Promise<number> {
  await page.goto('/apps');
  await expect(page).toHaveURL(/\/app\/0\/0$/);
  await page.getByTestId('application-item').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return Number(/\/app\/\d+\/(\d+)$/.exec(page.url())?.[1]);
}

test('maria writes a message with 3 attachments, edits it while unread, and reads the staff answer', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/apps');
  await expect(page.getByTestId('application-item')).toHaveCount(4);
  await shot(page, SHOTS, 'applications-en');

  const applicationId = await openApplication(page, /^Billing complaint/);
  await page.getByLabel('New message').fill('Please find the documents attached.');
  await expect(page.getByTestId('tour-hint')).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('tour-hint')).toHaveCount(0);

  const input = page.getByTestId('attachment-input');
  await input.setInputFiles([pdf('bill.pdf'), png('meter.png'), docx('letter.docx'), pdf('fourth.pdf')]);
  await expect(page.getByTestId('attachment-error')).toHaveText('Maximum number of attachments reached (3)');
  await expect(page.getByRole('button', { name: 'Add attachment' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove letter.docx' }).click();
  await input.setInputFiles([pdf('huge.pdf', 3_145_728)]);
  await expect(page.getByTestId('attachment-error')).toHaveText('Attachment too big (max 3 MB)');
  await input.setInputFiles([docx('letter.docx')]);
  await page.getByTestId('send-message').click();

  const first = page.getByTestId('message-item').first();
  await expect(first.getByTestId('message-preview')).toHaveText('Please find th…');
  await expect(first).toContainText('3 attachments');
  await expect(page.getByTestId('messages-count')).toHaveText('1 message');
  await shot(page, SHOTS, 'application-en');

  await first.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByTestId('edit-dialog');
  await dialog.getByLabel('Message', { exact: true }).fill('  Updated: the documents are attached.  ');
  await shot(page, SHOTS, 'edit-dialog-en', { fullPage: false });
  await dialog.getByTestId('save-edit').click();
  await expect(dialog).toHaveCount(0);
  await expect(first.getByTestId('message-preview')).toHaveText('Updated: the d…');

  await staffReplies(applicationId, 'We received your documents.\nThank you.');
  await page.reload();
  const answer = page.getByTestId('message-item').first();
  await expect(answer).toHaveAttribute('data-from', 'staff');
  await expect(answer).toContainText('Unread');
  await answer.getByRole('button', { name: /We received/ }).click();
  await expect(page.getByTestId('message-view')).toContainText('Thank you.');
  await shot(page, SHOTS, 'message-en', { fullPage: false });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(answer).not.toContainText('Unread');
  await page.reload();
  await expect(page.getByTestId('message-item').first()).not.toContainText('Unread');
  const own = page.getByTestId('message-item').nth(1);
  await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Still unread by staff, so it may be deleted, after a confirmation.
  await own.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByTestId('message-item')).toHaveCount(1);
  await expect(page.getByTestId('messages-count')).toHaveText('1 message');
});

test('a blank message is refused with the spec\'s notice, and /attachments lists every document', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await openApplication(page, /^New water connection/);
  await page.getByTestId('send-message').click();
  await expect(page.getByText('No Message Found')).toBeVisible();
  await expect(page.getByLabel('New message')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/attachments');
  await expect(page.getByTestId('attachment-entry').first()).toBeVisible();
  await expect(page.getByTestId('attachment-entry').filter({ hasText: 'Identity card copy' }).first()).toContainText('mandatory');
  await shot(page, SHOTS, 'attachments-en');

  const copy = page.getByTestId('attachment-entry').filter({ hasText: 'Copy of the bill' });
  await copy.locator('input[type="file"]').setInputFiles([pdf('october-bill.pdf')]);
  await expect(copy.getByRole('link', { name: 'Download october-bill.pdf' })).toBeVisible();
  await copy.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toContainText('No file uploaded yet');
});

test('the screens in Arabic read right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/userHome$/);
  await page.goto('/app/0/0');
  await expect(page.getByTestId('application-item').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, SHOTS, 'applications-ar');
  await page.getByTestId('application-item').filter({ hasText: 'Change of ownership' }).click();
  await expect(page.getByTestId('message-item')).toHaveCount(5);
  await page.getByLabel('رسالة جديدة').fill('مرحبا، أرفقت المستندات');
  await shot(page, SHOTS, 'application-ar');
  await page.goto('/attachments');
  await expect(page.getByTestId('attachment-entry').first()).toBeVisible();
  await shot(page, SHOTS, 'attachments-ar');
});

test('the header\'s unread-message dialog lists the staff message read-only, opens it with its file, and marks it read', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/userHome');
  await expect(page).toHaveURL(/\/userHome$/);
  await page.getByTestId('unread-messages').click();
  const dialog = page.getByRole('dialog', { name: 'Unread messages' });
  const item = dialog.getByTestId('unread-message').filter({ hasText: 'New water connection' });
  await expect(item).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await item.getByRole('button', { name: /Read/ }).click();
  await expect(item).toContainText('the connection is scheduled for next Tuesday');
  const download = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Download quotation-2026-118.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('quotation-2026-118.pdf');
  await shot(page, SHOTS, 'unread-dialog-en', { fullPage: false });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('unread-messages').click();
  await expect(page.getByRole('dialog', { name: 'Unread messages' }).getByTestId('unread-message').filter({ hasText: 'New water connection' })).toHaveCount(0);
});
