import type { Page } from '@playwright/test';
import { expect, settingsControl, test, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';
import { madeUpInvoiceOf, recentInvoiceOf } from '../../utility-api/src/testing/invoices.ts';

const SHOTS = shotsDir('ebill');

interface OutboxMessage {
  body: string;
  createdAt: string;
}

/** What the utility API "sent" to `recipient`, newest first (utility-api/README.md, /__dev/outbox). */
async function outbox(recipient: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * The code of the newest message to `recipient`, once more than `before` messages reached it: a
 * recipient an earlier test sent a code to must not be answered with that older code.
 */
async function latestCode(recipient: string, before = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await outbox(recipient);
      const newest = messages.length > before ? messages[0] : undefined;
      code = newest ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/**
 * A bill of seeded property 000003: invoice numbers are `20` + 5-digit property reference + YYYYMM + `01`
 * (001 §5), and only the number of a bill the utility issued for the property is accepted.
 */
const INVOICE = recentInvoiceOf('000003');
const SHORT_INVOICE = '2000003';
/** Seeded property 000004, for the expiry and screenshot runs (a later registration replaces an earlier one). */
const SHOT_INVOICE = recentInvoiceOf('000004');
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

function step(page: Page, key: string) {
  return page.getByTestId(`ebill-step-${key}`);
}

async function verifyCode(page: Page, stepKey: string, label: string, recipient: string, before = 0) {
  const current = step(page, stepKey);
  await current.getByLabel(label).fill(await latestCode(recipient, before));
  await current.getByRole('button', { name: 'Verify' }).click();
}

/** Steps 1 to 3 of the registration: phone and e-mail, then both codes. */
async function verifyContacts(page: Page, email: string, mobile: string) {
  await page.getByLabel('Mobile phone').fill(mobile);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send codes' }).click();
  await expect(page.getByTestId('ebill-countdown')).toBeVisible();
  await verifyCode(page, 'phoneOtp', 'Code sent to your mobile', `357${mobile}`);
  await verifyCode(page, 'emailOtp', 'Code sent to your email', email);
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await settingsControl.reset();
});

const email = `ebill-${unique()}@example.test`;

test('e-bill registration: phone rules, both codes, invoice rules and help, property, preferences with confirmation', async ({ page }) => {
  const mobile = `99${unique().slice(-6)}`;
  await page.goto('/ebill');
  await expect(page.getByRole('heading', { name: 'E-bill registration', level: 1 })).toBeVisible();

  // 001 §5: at least 11 digits with the dial code; with 357 a mobile beginning with 9. What was typed stays.
  await page.getByLabel('Mobile phone').fill('1234');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send codes' }).click();
  await expect(page.getByText('Please enter a valid phone number (digits only, at least 11 with the country code).')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Mobile phone')).toHaveValue('1234');
  await page.getByLabel('Mobile phone').fill('81234567');
  await page.getByRole('button', { name: 'Send codes' }).click();
  await expect(page.getByText('This is not a Cyprus mobile number: it must begin with 9.')).toBeVisible();
  await shot(page, SHOTS, 'register-phone-errors-en');

  await verifyContacts(page, email, mobile);
  await expect(page.getByTestId('ebill-countdown')).toContainText(/0[45]:\d\d/);

  // 001 §5 invoice: 15 digits at least; a number that is no bill of the property it names is WrongInvoiceNumber.
  const invoice = step(page, 'invoice');
  await invoice.getByRole('button', { name: 'Where do I find the invoice number?' }).click();
  await expect(page.getByRole('dialog')).toContainText('15-digit number');
  await page.getByRole('button', { name: 'Close' }).click();
  await invoice.getByLabel('Invoice number').fill(SHORT_INVOICE);
  await invoice.getByRole('button', { name: 'Next' }).click();
  await expect(invoice.getByText('The invoice number is not valid: use digits only, at least 15 digits.').first()).toBeVisible();
  await invoice.getByLabel('Invoice number').fill(madeUpInvoiceOf('000003'));
  await invoice.getByRole('button', { name: 'Next' }).click();
  await expect(invoice.getByText('No property matches this invoice number').first()).toBeVisible();
  await expect(invoice.getByLabel('Invoice number')).toHaveValue(madeUpInvoiceOf('000003'));
  await invoice.getByLabel('Invoice number').fill(INVOICE);
  await invoice.getByRole('button', { name: 'Next' }).click();

  const confirm = step(page, 'confirmProperty');
  await expect(confirm.getByTestId('ebill-address')).toHaveText(/\d+ .+, \d+ .+/);
  await expect(confirm.getByRole('button', { name: 'Next' })).toBeDisabled();
  await confirm.getByLabel('I confirm that this is my property').check();
  await confirm.getByRole('button', { name: 'Next' }).click();

  const preferences = step(page, 'preferences');
  await expect(preferences.getByLabel('Bills by email')).toBeChecked();
  await expect(preferences.getByLabel('Bills by email')).toBeDisabled();
  await preferences.getByLabel('Messages by SMS').uncheck();
  await preferences.getByRole('button', { name: 'Submit' }).click();
  await expect(preferences.getByText('Please accept the terms and conditions.')).toBeVisible();
  await preferences.getByLabel('I have read and accept the terms and conditions').check();
  await preferences.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`+357${mobile}`);
  await expect(dialog).toContainText(email);
  await shot(page, SHOTS, 'register-confirm-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await preferences.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByTestId('ebill-end')).toContainText('Your property is registered for e-bill.');
  await expect(page.getByTestId('ebill-countdown')).toBeHidden();
  await shot(page, SHOTS, 'register-end-en');
});

test('the terms tab shows the e-bill terms and keeps the wizard where it was', async ({ page }) => {
  await page.goto('/ebill');
  await page.getByLabel('Email').fill('kept@example.test');
  await page.getByRole('tab', { name: 'Terms and conditions' }).click();
  const terms = page.getByTestId('ebill-terms');
  // The terms read as a document: a heading per paragraph (001 §3), the first with its subtitle.
  await expect(terms.getByRole('heading', { name: 'Electronic bills', level: 3 })).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Version of 1 January 2026', level: 4 })).toBeVisible();
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('kept@example.test');
});

test('unsubscribe: preference, e-mail code, invoice of 7 digits, confirm sends the unsubscribe', async ({ page }) => {
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: 'E-bill unsubscribe', level: 1 })).toBeVisible();
  const preference = step(page, 'preference');
  await expect(preference.getByLabel('Unsubscribe from e-bill')).toBeChecked();
  await preference.getByLabel('Unsubscribe from e-bill').uncheck();
  await expect(preference.getByRole('button', { name: 'Next' })).toBeDisabled();
  await preference.getByLabel('Unsubscribe from e-bill').check();
  await preference.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Email').fill(email);
  // The registration above sent this address a code too.
  const before = (await outbox(email)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await verifyCode(page, 'emailOtp', 'Code sent to your email', email, before);

  const invoice = step(page, 'invoice');
  await invoice.getByLabel('Invoice number').fill('200000');
  await invoice.getByRole('button', { name: 'Next' }).click();
  await expect(invoice.getByText('The invoice number is not valid: use digits only, at least 7 digits.').first()).toBeVisible();
  await invoice.getByLabel('Invoice number').fill(SHORT_INVOICE);
  await invoice.getByRole('button', { name: 'Next' }).click();

  const confirm = step(page, 'confirmProperty');
  await expect(confirm.getByTestId('ebill-address')).toHaveText(/\d+ .+, \d+ .+/);
  await confirm.getByLabel('I confirm that this is my property').check();
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('ebill-end')).toContainText('Your property is unsubscribed from e-bill.');
});

test('a session that runs out shows "Session expired" on the current step and offers to start again', async ({ page }) => {
  await settingsControl.utility({ otpSessionStepSeconds: 3 });
  // The browser's clock, moved on past the session's end instead of waiting for it.
  await page.clock.install();
  await page.goto('/unsubscribe');
  await step(page, 'preference').getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email').fill(`expiry-${unique()}@example.test`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('ebill-countdown')).toBeVisible();
  const otpStep = step(page, 'emailOtp');
  await page.clock.fastForward(3_000);
  await expect(otpStep.getByRole('alert')).toHaveText('Session expired.');
  await otpStep.getByRole('button', { name: 'Start again' }).click();
  await expect(step(page, 'preference').getByRole('button', { name: 'Next' })).toBeVisible();
});

test('when the session runs out with the confirmation dialog open, the dialog closes and "Session expired" shows', async ({ page }) => {
  // Long enough for the steps before the dialog on a busy machine; the browser's clock is then moved past its end.
  await settingsControl.utility({ otpSessionStepSeconds: 60 });
  await page.clock.install();
  await page.goto('/ebill');
  await verifyContacts(page, `expiry-dialog-${unique()}@example.test`, `99${unique().slice(-6)}`);
  await step(page, 'invoice').getByLabel('Invoice number').fill(SHOT_INVOICE);
  await step(page, 'invoice').getByRole('button', { name: 'Next' }).click();
  await step(page, 'confirmProperty').getByLabel('I confirm that this is my property').check();
  await step(page, 'confirmProperty').getByRole('button', { name: 'Next' }).click();
  await step(page, 'preferences').getByLabel('I have read and accept the terms and conditions').check();
  await step(page, 'preferences').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(step(page, 'preferences').getByRole('alert')).toHaveText('Session expired.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(step(page, 'preferences').getByRole('button', { name: 'Start again' })).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the e-bill wizards in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/ebill');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('ebill-step-registerPhone')).toBeVisible();
    await shot(page, SHOTS, `ebill-${language}`);
    const mobile = `99${unique().slice(-6)}`;
    const shotEmail = `shot-${language}-${unique()}@example.test`;
    await page.locator('input[name="mobileNo"]').fill(mobile);
    await page.locator('input[name="email"]').fill(shotEmail);
    await step(page, 'registerPhone').locator('button[type="submit"]').click();
    await expect(page.getByTestId('ebill-countdown')).toBeVisible();
    await shot(page, SHOTS, `ebill-otp-${language}`);
    await page.locator('input[name="smsCode"]').fill(await latestCode(`357${mobile}`));
    await step(page, 'phoneOtp').locator('button[type="submit"]').click();
    await page.locator('input[name="emailCode"]').fill(await latestCode(shotEmail));
    await step(page, 'emailOtp').locator('button[type="submit"]').click();
    await page.locator('input[name="invoiceNumber"]').fill('123');
    await step(page, 'invoice').locator('button[type="submit"]').click();
    await expect(step(page, 'invoice').locator('input[name="invoiceNumber"]')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, SHOTS, `ebill-invoice-error-${language}`);
    await page.locator('input[name="invoiceNumber"]').fill(SHOT_INVOICE);
    await step(page, 'invoice').locator('button[type="submit"]').click();
    await step(page, 'confirmProperty').locator('input[type="checkbox"]').check();
    await shot(page, SHOTS, `ebill-property-${language}`);
    await step(page, 'confirmProperty').locator('button[type="submit"]').click();
    await step(page, 'preferences').locator('input[type="checkbox"]').last().check();
    await step(page, 'preferences').locator('button[type="submit"]').click();
    await expect(page.getByRole('dialog').getByRole('heading')).toBeVisible();
    // The number reads left to right with its + first in every language.
    await expect(page.getByRole('dialog').getByText(`+357${mobile}`, { exact: true })).toHaveCSS('direction', 'ltr');
    await shot(page, SHOTS, `ebill-confirm-${language}`);
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByTestId('ebill-end')).toBeVisible();
    await shot(page, SHOTS, `ebill-end-${language}`);
    await page.goto('/unsubscribe');
    await expect(page.getByTestId('ebill-step-preference')).toBeVisible();
    await shot(page, SHOTS, `unsubscribe-${language}`);
  });
}
