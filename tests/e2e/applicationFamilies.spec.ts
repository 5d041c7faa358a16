import type { Browser, Page } from '@playwright/test';
import { demoUsers, expect, portalUrl, signIn, test } from '../support/fixtures.ts';
import { FAMILY_CODES, currentStep, decide, fillFamily, fillStep, next, sampleOf, submit, uploadDocuments } from './applicationFamiliesForm.ts';

// Application families (docs/applicationFamilies.md): one wizard fills any family from its definition; the
// utility reviews, asks for changes, approves, takes the fee and issues; anyone verifies the document.

const SHOTS = process.env['FAMILY_SHOTS_DIR'] ?? '/tmp/shots-families';
const CARD_APPROVED = '4242 4242 4242 4242';

async function shoot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const wide of [1280, 390]) {
    await page.setViewportSize({ width: wide, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${wide}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'en-GB' });
  return context.newPage();
}

/** Arabic through the language menu, as a user chooses it: the gateway answers texts in it from then on. */
async function toArabic(page: Page): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a customer applies, the utility asks for changes, approves, takes the fee and issues; anyone verifies', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/\/userHome$/);
  await page.goto('/apps');
  await page.getByTestId('new-application').click();
  await expect(page.getByTestId('family-chooser').locator('li')).toHaveCount(11);
  await shoot(page, 'chooser-en');
  await page.getByTestId('family-waterExtraction').click();
  await expect(page).toHaveURL(/\/apply\/waterExtraction$/);

  // A refused step: its problems beside the fields, the first focused.
  await next(page).catch(() => undefined);
  await expect(currentStep(page).getByTestId('step-error')).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await shoot(page, 'refused-en');

  // The first step typed, then Save draft: the draft gets its own address, and a reload resumes it.
  const sample = sampleOf('waterExtraction');
  const filled = new Set<string>();
  await fillStep(page, sample, filled);
  await shoot(page, 'group-lookup-en');
  await currentStep(page).getByTestId('save-draft').click();
  await expect(page).toHaveURL(/\/app\/31\/\d+$/);
  const id = Number(/\/app\/31\/(\d+)$/.exec(page.url())?.[1]);
  await page.reload();
  const [firstPath, firstValue] = Object.entries(sample)[0]!;
  await expect(page.getByTestId(`field-${firstPath}`)).toHaveValue(firstValue);
  await fillFamily(page, 'waterExtraction', new Set());
  await uploadDocuments(page);
  await shoot(page, 'review-en');
  await submit(page, 'Submitted');

  // The utility asks for changes, with a message.
  const staff = await newPage(browser);
  await signIn(staff, demoUsers.employee);
  await expect(staff).toHaveURL(/\/employeeHome$/);
  // The queue lists family applications by their family's application type (the existing type filter).
  await staff.goto('/applications');
  await staff.getByTestId('filter-type').selectOption('31');
  await staff.getByTestId('filter-apply').click();
  await expect(staff).toHaveURL(/type=31/);
  await staff.locator(`a[href="/application/${id}"]`).click();
  await expect(staff.getByTestId('family-review')).toBeVisible();
  await shoot(staff, 'decision-en');
  await decide(staff, 'REQUEST_CHANGES', 'Please give the meter number as printed on the meter.');
  await expect(staff.getByTestId('family-decisions').getByTestId('stage-badge')).toHaveText('Changes requested');

  // The customer reads the request in the history, edits and resubmits.
  await page.goto(`/app/31/${id}`);
  await expect(page.getByTestId('stage-history')).toContainText('Please give the meter number as printed on the meter.');
  await shoot(page, 'detail-history-en');
  await page.getByTestId('edit-resubmit').click();
  while (!(await page.getByTestId('field-pointDescription').isVisible())) await next(page);
  await page.getByTestId('field-pointDescription').fill('North-east corner of the plot, by the meter.');
  while ((await currentStep(page).getAttribute('data-testid')) !== 'step-review') await next(page);
  await submit(page, 'Submitted');

  // Approved, then the fee is asked for.
  await staff.reload();
  await decide(staff, 'APPROVE');
  await decide(staff, 'REQUEST_PAYMENT');
  await expect(staff.getByTestId('family-decisions').getByTestId('stage-badge')).toHaveText('Awaiting payment');

  // The customer pays the application's fee by card; the receipt shows.
  await page.goto(`/app/31/${id}`);
  await page.getByTestId('pay-fee').click();
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(CARD_APPROVED);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment completed');
  await page.goto(`/app/31/${id}`);
  await expect(page.getByTestId('fee-receipt')).not.toBeEmpty();

  // Issued: the customer downloads the licence; a visitor verifies its code.
  await staff.reload();
  await decide(staff, 'ISSUE');
  await page.reload();
  const code = (await page.getByTestId('verification-code').innerText()).trim();
  const download = page.waitForEvent('download');
  await page.getByTestId('download-issued').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const visitor = await newPage(browser);
  await visitor.goto('/verify');
  await visitor.getByTestId('verify-code').fill(code);
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByTestId('verify-state')).toHaveText('Valid');
  await shoot(visitor, 'verify-en');
  await visitor.goto('/verify/NO-SUCH-CODE');
  await expect(visitor.getByTestId('verify-not-found')).toBeVisible();
});

test('every family is filled from its sample and submitted through the wizard', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/\/userHome$/);
  for (const code of FAMILY_CODES) {
    await test.step(code, async () => {
      await page.goto(`/apply/${code}`);
      await fillFamily(page, code);
      await uploadDocuments(page);
      await submit(page, 'Submitted');
    });
  }
});

test('in Arabic, right to left: a family is filled and submitted, and every screen reads well', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/\/userHome$/);
  await toArabic(page);
  await page.goto('/apps');
  await page.getByTestId('new-application').click();
  await shoot(page, 'chooser-ar');
  await page.getByTestId('family-tankerEntryPermit').click();
  await currentStep(page).getByTestId('next-step').click();
  await expect(currentStep(page).getByTestId('step-error')).toHaveText('يرجى تصحيح الحقول المشار إليها في هذه الخطوة.');
  await shoot(page, 'refused-ar');
  const sample = sampleOf('tankerEntryPermit');
  const filled = new Set<string>();
  await fillStep(page, sample, filled);
  await next(page);
  await fillStep(page, sample, filled);
  await shoot(page, 'group-lookup-ar');
  await fillFamily(page, 'tankerEntryPermit', filled);
  await uploadDocuments(page);
  await shoot(page, 'review-ar');
  await submit(page, 'مقدَّم');
  const submittedId = Number(/\/app\/\d+\/(\d+)$/.exec(page.url())?.[1]);
  await shoot(page, 'detail-history-ar');

  // The demo's issued application: its detail, and its code verified in Arabic.
  await page.goto('/apps');
  await page.getByTestId('status-filter').selectOption('POSTED');
  await page.getByTestId('application-item').filter({ has: page.locator('[data-stage="ISSUED"]') }).first().click();
  const code = (await page.getByTestId('verification-code').innerText()).trim();
  await page.getByRole('link', { name: 'التحقق من صلاحية هذا المستند' }).click();
  await expect(page.getByTestId('verify-state')).toHaveText('ساري المفعول');
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
  await shoot(page, 'verify-ar');

  const staff = await newPage(browser);
  await signIn(staff, demoUsers.employee);
  await expect(staff).toHaveURL(/\/employeeHome$/);
  await toArabic(staff);
  await staff.goto(`/application/${submittedId}`);
  await expect(staff.getByTestId('family-review')).toBeVisible();
  await shoot(staff, 'decision-ar');
});
