import type { Browser, Page } from '@playwright/test';
import { contextIn, demoUsers, expect, portalUrl, signInByRequest, test, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';
import { currentStep, downloadIssued, fillFamily, fillStep, next, sampleOf, submit, uploadDocuments } from './applicationFamiliesForm.ts';

// A visitor applies without an account (docs/applicationFamilies.md "Visitors"): proves an e-mail address, saves,
// comes back from the mailed link on another device, submits; the utility asks for changes, the visitor fixes
// them from the e-mail's link, pays the fee and downloads the permit.

const SHOTS = shotsDir('visitorApplication');
const CARD_APPROVED = '4242 4242 4242 4242';
const EMAIL = 'tanker.visitor@example.test';
const TANKER_TYPE = 36;
const ADDRESS = { street: 'Archiepiskopou Kyprianou 14', postcode: '6016', city: 'Larnaca' };

async function shoot(page: Page, name: string): Promise<void> {
  const { height } = page.viewportSize() ?? { height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height });
    await shot(page, SHOTS, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height });
}

/** A browser of its own (another device), in a language. */
async function device(browser: Browser, locale = 'en-GB'): Promise<Page> {
  const context = await contextIn(browser, locale.startsWith('ar') ? 'ar' : 'en', { baseURL: portalUrl(), locale });
  return context.newPage();
}

async function outbox(recipient: string): Promise<Array<{ id: number; body: string }>> {
  const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await response.json()) as Array<{ id: number; body: string }>;
}

/** What the newest message to `recipient` after message `afterId` matches. */
async function newest(recipient: string, pattern: RegExp, afterId = 0): Promise<{ id: number; match: string }> {
  let found: { id: number; match: string } | null = null;
  await expect
    .poll(async () => {
      const [message] = await outbox(recipient);
      const match = message && message.id > afterId ? pattern.exec(message.body)?.[0] : undefined;
      found = message && match ? { id: message.id, match } : null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

const LINK = /\/visitorApplication\/\d+-[\w-]{43}/;
const CODE = /\b\d{6}\b/;

async function decide(staff: Page, decision: string, comment?: string): Promise<void> {
  await staff.getByTestId(`decide-${decision}`).click();
  if (comment !== undefined) await staff.getByTestId('decision-comment').fill(comment);
  await staff.getByTestId('confirm-action').click();
  await expect(staff.getByTestId('confirm-dialog')).toHaveCount(0);
}

test('a visitor applies for a tanker permit, resumes from the e-mail, fixes what staff ask, pays and downloads the permit', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // From the login page: the families open to visitors.
  await page.goto('/login');
  await page.getByTestId('visitor-apply-link').click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByTestId('visitor-families').locator('li')).toHaveCount(2);
  await shoot(page, 'families-en');
  // A family for customers only sends the visitor to sign in, saying why.
  await page.goto('/apply/waterExtraction');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('This kind of application needs a customer account: please sign in.')).toBeVisible();
  await page.goto('/apply');
  await page.getByTestId('visitor-family-tankerEntryPermit').click();

  // Who applies, proved with the e-mail code.
  const start = page.getByTestId('visitor-start');
  await start.locator('input[name="name"]').fill('Nikos Tankerman');
  await start.locator('input[name="address.street"]').fill(ADDRESS.street);
  await start.locator('input[name="address.postcode"]').fill(ADDRESS.postcode);
  await start.locator('input[name="address.city"]').fill(ADDRESS.city);
  await start.locator('input[name="email"]').fill(EMAIL);
  await start.getByRole('button', { name: 'Send me a code' }).click();
  const code = await newest(EMAIL, CODE);
  await page.getByTestId('otp-session-step').locator('input[name="emailCode"]').fill(code.match);
  await shoot(page, 'start-en');
  await page.getByTestId('otp-session-step').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/app/${TANKER_TYPE}/\\d+$`));
  const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByTestId('visitor-banner')).toContainText(`Nikos Tankerman, ${EMAIL}`);
  await expect(page.getByTestId('main-nav')).toHaveCount(0);
  const started = await newest(EMAIL, LINK, code.id);
  expect(started.match).toContain(`/visitorApplication/${id}-`);

  // The first step typed and saved; the mailed link opens the draft on another device.
  const sample = sampleOf('tankerEntryPermit');
  await fillStep(page, sample, new Set());
  await currentStep(page).getByTestId('save-draft').click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await shoot(page, 'draft-en');
  const laptop = await device(browser);
  await laptop.goto(started.match);
  await expect(laptop).toHaveURL(`${portalUrl()}/app/${TANKER_TYPE}/${id}`);
  const [firstPath, firstValue] = Object.entries(sample).find(([path]) => !path.includes('.'))!;
  await expect(laptop.getByTestId(`field-${firstPath}`)).toHaveValue(firstValue);
  await fillFamily(laptop, 'tankerEntryPermit');
  await uploadDocuments(laptop);
  await submit(laptop, 'Submitted');
  const received = await newest(EMAIL, LINK, started.id);

  // Staff find it in the queue, from a visitor, and ask for changes.
  const staff = await device(browser);
  await signInByRequest(staff, demoUsers.employee);
  await staff.goto('/applications');
  await expect(staff.getByTestId('queue-link').filter({ hasText: `#${id}` })).toBeVisible();
  await expect(staff.getByTestId('from-visitor').first()).toBeVisible();
  await shoot(staff, 'queue-en');
  await staff.goto(`/application/${id}`);
  await expect(staff.getByTestId('family-review')).toBeVisible();
  await expect(staff.getByText('Nikos Tankerman').first()).toBeVisible();
  await decide(staff, 'REQUEST_CHANGES', 'Please give the tanker driver\'s mobile number.');

  // The e-mail's link: the visitor reads the request, changes and submits again.
  const changes = await newest(EMAIL, LINK, received.id);
  const phone = await device(browser);
  await phone.goto(changes.match);
  await expect(phone.getByTestId('stage-history')).toContainText('Please give the tanker driver\'s mobile number.');
  await shoot(phone, 'changes-requested-en');
  await phone.getByTestId('edit-resubmit').click();
  while ((await currentStep(phone).getAttribute('data-testid')) !== 'step-review') await next(phone);
  await submit(phone, 'Submitted');

  // Approved and the fee asked for: the visitor pays by card from the e-mail's link.
  await staff.reload();
  await decide(staff, 'APPROVE');
  await decide(staff, 'REQUEST_PAYMENT');
  const pay = await newest(EMAIL, LINK, changes.id + 1);
  await phone.goto(pay.match);
  await phone.getByTestId('pay-fee').click();
  await expect(phone.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  await phone.getByLabel('Card number').fill(CARD_APPROVED);
  await phone.getByLabel('Expiry (MM/YY)').fill('12/39');
  await phone.getByLabel('CVC').fill('123');
  await phone.getByRole('button', { name: /^Pay / }).click();
  await expect(phone.getByTestId('payment-result')).toContainText('Payment completed');

  // Issued: the permit downloads from the last e-mail's link.
  await staff.reload();
  await decide(staff, 'ISSUE');
  const issued = await newest(EMAIL, LINK, pay.id);
  await phone.goto(issued.match);
  await expect(phone.getByTestId('fee-receipt')).not.toBeEmpty();
  // The permit names the visitor with the postal address given at the start.
  const { fileName, file } = await downloadIssued(phone);
  expect(fileName).toMatch(/^TEP-\d{4}-\d{6}\.pdf$/);
  const painted = file.texts.map((text) => text.glyphs.join(''));
  expect(painted).toContain('Nikos Tankerman');
  expect(painted).toContain(`${ADDRESS.street}, ${ADDRESS.postcode} ${ADDRESS.city}`);
  await shoot(phone, 'issued-en');

  // In Arabic: the list, the details step and a link that opens nothing.
  const arabic = await device(browser, 'ar');
  await arabic.goto('/apply');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(arabic, 'families-ar');
  await arabic.getByTestId('visitor-family-tankerEntryPermit').click();
  await expect(arabic.getByTestId('visitor-start')).toContainText('بياناتك');
  await shoot(arabic, 'start-ar');
  await arabic.goto(`/visitorApplication/${id}-${'A'.repeat(43)}`);
  await expect(arabic.getByTestId('visitor-open-refused')).toContainText('هذا الرابط لا يفتح أي طلب');
  await shoot(arabic, 'link-refused-ar');
  await phone.goto(`/app/${TANKER_TYPE}/${id}`);
  await phone.getByTestId('language-menu').click();
  await phone.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(phone.getByTestId('visitor-banner')).toContainText('أنت تقدّم الطلب كزائر');
  await shoot(phone, 'issued-ar');
});
