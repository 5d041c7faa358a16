import type { Page } from '@playwright/test';
import { expect, settingsControl, test, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('newCustomer');

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

interface Visitor {
  email: string;
  mobile: string;
}

/** A visitor nobody used before: its own e-mail and Cypriot mobile number (8 digits starting with 9). */
function newVisitor(): Visitor {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  return { email: `visitor.${stamp}@example.test`, mobile: `9${stamp}` };
}

/** The newest 6-digit code the utility API "sent" to `recipient` (utility-api/README.md, /__dev/outbox). */
async function latestCode(recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const newest = ((await response.json()) as Array<{ body: string }>)[0];
      code = newest ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

interface StoredApplication {
  fields: Record<string, string>;
  files: Array<{ fileName: string; contentType: string; size: number }>;
  customValues: Array<{ customFieldId: number; strValue: string | null; intValue: number | null; dblValue: number | null; dateValue: string | null; dataId: number | null }>;
}

async function storedApplication(email: string): Promise<StoredApplication | undefined> {
  const response = await fetch(`${utilityApiUrl()}/__dev/new-customer-applications?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { application?: StoredApplication }).application;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function fillGeneral(page: Page, visitor: Visitor) {
  await page.getByLabel('Consumer type *').selectOption({ label: 'Domestic' });
  await page.getByLabel('Title', { exact: true }).selectOption('Dr.');
  await page.getByLabel('Initial *').fill('E');
  await page.getByLabel('Surname *').fill('Charalambous');
  await page.getByLabel('Email *').fill(visitor.email);
  await page.getByLabel('Cell phone *').fill(visitor.mobile);
}

async function fillCustomFields(page: Page) {
  await page.getByLabel('Plot number *').fill('P-0042');
  await page.getByLabel('Residents (persons) *').fill('3');
  await page.getByLabel('Floor area (m²)').fill('120.5');
  await page.getByLabel('Desired connection date *').fill('15/01/2027');
  await page.getByLabel('District *').selectOption({ label: 'Nicosia' });
  await page.getByLabel('Municipality *').selectOption({ label: 'Strovolos' });
  // 002 §4: a new parent value clears a child value that no longer belongs to it.
  await page.getByLabel('District *').selectOption({ label: 'Limassol' });
  await expect(page.getByLabel('Municipality *')).toHaveValue('');
  await expect(page.getByLabel('Municipality *').locator('option')).toHaveText(['Choose…', 'Germasogeia', 'Ypsonas']);
  await page.getByLabel('Municipality *').selectOption({ label: 'Germasogeia' });
  await page.getByLabel('Meter size').selectOption({ label: '25 mm (1")' });
}

/** Fills every step up to Complete; answers once the OTP step shows. */
async function completeWizard(page: Page, visitor: Visitor, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.goto('/newCustomer');
  await fillGeneral(page, visitor);
  await next(page);
  await next(page);
  await page.getByLabel('Street').first().fill('12 Makarios Avenue');
  await page.getByLabel('Personal address same as mail').click();
  await next(page);
  if (files.length > 0) await page.getByTestId('new-customer-files').setInputFiles(files);
  await next(page);
  await fillCustomFields(page);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByLabel('Code sent to your email')).toBeVisible();
}

async function verifyCodes(page: Page, visitor: Visitor) {
  await page.getByLabel('Code sent to your email').fill(await latestCode(visitor.email));
  await page.getByLabel('Code sent to your mobile').fill(await latestCode(`357${visitor.mobile}`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a visitor applies with custom fields of every type and two files, and the application exists upstream', async ({ page }) => {
  const visitor = newVisitor();
  await page.goto('/newCustomer');
  await expect(page.getByTestId('guide-note').first()).toContainText('Tell us who the new customer is');
  await next(page);
  await expect(page.getByText('Please fill in the required fields.')).toBeVisible();
  await expect(page.getByText('Mandatory field').first()).toBeVisible();
  await page.getByLabel('Email *').fill('not-an-email');
  await next(page);
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await shot(page, SHOTS, 'general-errors-en');

  await fillGeneral(page, visitor);
  await next(page);
  await expect(page.getByRole('switch', { name: 'I agree to receive emails' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'I agree to receive SMS' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  // Every value typed is still there after moving back.
  await expect(page.getByLabel('Surname *')).toHaveValue('Charalambous');
  await next(page);
  await next(page);
  await page.getByLabel('Street').first().fill('12 Makarios Avenue');
  await page.getByLabel('Personal address same as mail').click();
  await next(page);
  await page.getByTestId('new-customer-files').setInputFiles([
    { name: 'id-card.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'deed.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
  await next(page);

  await expect(page.getByLabel('Residents (persons) *')).toHaveValue('1');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Mandatory field').first()).toBeVisible();
  await fillCustomFields(page);
  await page.getByLabel('Residents (persons) *').fill('1000000000');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Enter a number from 0 to 999,999,999.')).toBeVisible();
  await page.getByLabel('Residents (persons) *').fill('3');
  await page.getByRole('button', { name: 'Choose Supply purpose from the full list' }).click();
  const picker = page.getByRole('dialog', { name: 'Supply purpose' });
  await expect(picker.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await picker.getByRole('button', { name: /^Holiday home used for part of the year/ }).click();
  await expect(picker).toBeHidden();
  await shot(page, SHOTS, 'custom-fields-en');
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page.getByLabel('Code sent to your email')).toBeVisible();
  await shot(page, SHOTS, 'otp-en');
  await verifyCodes(page, visitor);
  // 002 §2: the success message is text 114 (registration complete).
  await expect(page.getByTestId('new-customer-success')).toHaveText('Your application has been submitted. We will contact you soon.');
  await shot(page, SHOTS, 'success-en');

  const stored = await storedApplication(visitor.email);
  expect(stored?.fields).toMatchObject({ Surname: 'Charalambous', Initial: 'E', Title: 'Dr.', Address1: '12 Makarios Avenue', PersonalAddress1: '12 Makarios Avenue', ConsentReceiveSms: 'true', CellTelNo: `+357${visitor.mobile}` });
  expect(stored?.files).toEqual([
    { fileName: 'id-card.pdf', contentType: 'application/pdf', size: PDF.length },
    { fileName: 'deed.png', contentType: 'image/png', size: PNG.length },
  ]);
  expect(stored?.customValues).toEqual([
    { customFieldId: 1, strValue: 'P-0042', intValue: null, dblValue: null, dateValue: null, dataId: null },
    { customFieldId: 2, strValue: null, intValue: 3, dblValue: null, dateValue: null, dataId: null },
    { customFieldId: 3, strValue: null, intValue: null, dblValue: 120.5, dateValue: null, dataId: null },
    { customFieldId: 4, strValue: null, intValue: null, dblValue: null, dateValue: '2027-01-15', dataId: null },
    { customFieldId: 5, strValue: null, intValue: null, dblValue: null, dateValue: null, dataId: 2 },
    { customFieldId: 6, strValue: null, intValue: null, dblValue: null, dateValue: null, dataId: 21 },
    { customFieldId: 7, strValue: null, intValue: null, dblValue: null, dateValue: null, dataId: 2 },
    { customFieldId: 8, strValue: null, intValue: null, dblValue: null, dateValue: null, dataId: 3 },
  ]);
});

test('an oversized file is refused in the browser and a renamed executable by the gateway, storing nothing', async ({ page }) => {
  const visitor = newVisitor();
  await page.goto('/newCustomer');
  await fillGeneral(page, visitor);
  await next(page);
  await next(page);
  await next(page);
  await page.getByTestId('new-customer-files').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(4_000_000)]) });
  await expect(page.getByText('big.pdf: attachment too big (max 4,000,000 bytes).')).toBeVisible();
  await page.getByTestId('new-customer-files').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: EXE });
  await expect(page.getByText('setup.exe: only .pdf, .jpg, .jpeg and .png files are allowed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(0);

  await completeWizard(page, visitor, [{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE }]);
  await verifyCodes(page, visitor);
  await expect(page.getByText('Only .pdf, .jpg, .jpeg and .png files are allowed.').first()).toBeVisible();
  await expect(page.getByTestId('step-ATTACHMENTS')).toBeVisible();
  expect(await storedApplication(visitor.email)).toBeUndefined();
});

test.describe('session expiry', () => {
  test.afterEach(() => settingsControl.reset());

  test('an expired OTP session says so and sends the visitor to /login after 2 s', async ({ page }) => {
    await settingsControl.utility({ otpSessionStepSeconds: 4 });
    // The browser's clock, moved on past the session's end and the 2 s after it instead of waiting for them.
    await page.clock.install();
    const visitor = newVisitor();
    await completeWizard(page, visitor, []);
    await page.clock.fastForward(4_000);
    await expect(page.getByTestId('new-customer-expired')).toHaveText('Session expired');
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedApplication(visitor.email)).toBeUndefined();
  });
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the wizard in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    // Arabic on a phone: its longer words once pushed the steps wider than the screen.
    if (language === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/newCustomer');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('guide-note').first()).toBeVisible();
    const nextStep = async () => {
      await page.locator('[data-testid="wizard-next"]:visible').click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scroll').toBe(0);
    };
    await nextStep();
    await shot(page, SHOTS, `general-${language}`);
    await page.locator('select[name="consumerType"]').selectOption('1');
    await page.locator('input[name="initial"]').fill('A');
    await page.locator('input[name="surname"]').fill('Antoniou');
    await page.locator('input[name="email"]').fill('antoniou@example.test');
    await page.locator('input[name="cellTelNo"]').fill('99555111');
    await nextStep();
    await shot(page, SHOTS, `consent-${language}`);
    await nextStep();
    await shot(page, SHOTS, `addresses-${language}`);
    await nextStep();
    await page.getByTestId('new-customer-files').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(4_000_000)]) });
    await shot(page, SHOTS, `attachments-${language}`);
    await nextStep();
    await nextStep();
    await shot(page, SHOTS, `custom-fields-${language}`);
    await page.locator('[data-testid="step-CUSTOM_FIELDS"] button[aria-label]').first().click();
    await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible();
    await shot(page, SHOTS, `long-value-picker-${language}`);
    await page.keyboard.press('Escape');
    await page.locator('input[name="custom.1"]').fill('P-1');
    await page.locator('input[name="custom.4"]').fill('01/02/2027');
    await page.locator('select[name="custom.5"]').selectOption('1');
    await page.locator('select[name="custom.6"]').selectOption('11');
    await nextStep();
    await expect(page.getByTestId('otp-session-step')).toBeVisible();
    await shot(page, SHOTS, `otp-${language}`);
  });
}

test('the upload progress of the files is shown while they are sent (002 §2)', async ({ page }) => {
  const visitor = newVisitor();
  // A large (allowed) file and a slow upload link, so that the progress can be watched.
  const large = Buffer.concat([PDF, Buffer.alloc(3_000_000, 32)]);
  await completeWizard(page, visitor, [{ name: 'plans.pdf', mimeType: 'application/pdf', buffer: large }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600_000 });
  await verifyCodes(page, visitor);
  const bar = page.getByRole('progressbar', { name: 'Uploading your files' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByTestId('upload-progress')).toContainText(/\d+\s?%/);
  await shot(page, SHOTS, 'upload-progress-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, SHOTS, 'upload-progress-en-narrow');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByTestId('new-customer-success')).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  expect((await storedApplication(visitor.email))?.files).toEqual([{ fileName: 'plans.pdf', contentType: 'application/pdf', size: large.length }]);
});

test.describe('load failures (002 §8)', () => {
  const failures = (body: object) =>
    fetch(`${utilityApiUrl()}/__dev/new-customer-failures`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  test.afterEach(async () => {
    await failures({ Lookups: null, CustomFields: null, Library: null });
  });

  test('failed lookups warn with the server text, custom fields with "cannot get data", a library failure goes to /login', async ({ page }) => {
    await failures({ Lookups: 'The lookup service is being updated' });
    await page.goto('/newCustomer');
    await expect(page.getByText('The lookup service is being updated')).toBeVisible();
    // The wizard stays on the screen instead of the error page.
    await expect(page.getByTestId('step-GENERAL')).toBeVisible();
    await expect(page.getByTestId('step-CUSTOM_FIELDS')).toBeVisible();
    await shot(page, SHOTS, 'lookups-failed-en');

    await failures({ Lookups: null, CustomFields: 'Custom fields are offline' });
    await page.goto('/newCustomer');
    await expect(page.getByText('Cannot get data from server.')).toBeVisible();
    await expect(page.getByTestId('step-GENERAL')).toBeVisible();
    await expect(page.getByTestId('step-CUSTOM_FIELDS')).toHaveCount(0);

    await failures({ CustomFields: null, Library: 'Library offline' });
    await page.goto('/newCustomer');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Library offline/)).toBeVisible();
  });
});
