import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// 002 §2 "Upload progress is shown": message attachments go as a GraphQL multipart request through
// XMLHttpRequest, whose upload events drive the progress bar (client/src/relay/fetchGraphQL.ts).
// The new customer wizard's check is in newCustomer.spec.ts.

const SHOTS = shotsDir('uploadProgress');

test('a message attachment shows its upload progress on a slow link, then the message is listed', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByMobile);
  await page.goto('/apps');
  await expect(page).toHaveURL(/\/app\/0\/0$/);
  await page.getByTestId('application-item').first().click();
  await expect(page).toHaveURL(/\/app\/\d+\/\d+$/);
  await page.getByLabel('New message').fill('Scan of the meter attached.');
  const scan = { name: 'meter-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_500_000, 32)]) };
  await page.getByTestId('attachment-input').setInputFiles([scan]);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 500_000 });
  await page.getByTestId('send-message').click();
  const bar = page.getByRole('progressbar', { name: 'Uploading attachments' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, SHOTS, 'message-upload-en');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(bar).toHaveCount(0, { timeout: 30_000 });
  const first = page.getByTestId('message-item').first();
  await expect(first.getByTestId('message-preview')).toHaveText('Scan of the me…');
  await expect(first).toContainText('1 attachment');
});

test('the upload progress in Arabic, on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByRequest(page, demoUsers.customerByMobile);
  await page.goto('/apps');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('application-item').first().click();
  await page.getByTestId('new-message-text').fill('صورة العداد مرفقة.');
  const scan = { name: 'meter-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000_000, 32)]) };
  await page.getByTestId('attachment-input').setInputFiles([scan]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
  await page.getByTestId('send-message').click();
  const bar = page.getByRole('progressbar', { name: 'جارٍ رفع المرفقات' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, SHOTS, 'message-upload-ar-narrow');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(bar).toHaveCount(0, { timeout: 30_000 });
});
