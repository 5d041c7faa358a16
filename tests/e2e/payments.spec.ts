import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// Online payments (000 §2 payment-provider dialog and pay-bill launcher, §9 15-day rule, 002 §8).

const SHOTS = shotsDir('payments');

// A customer of a Cypriot utility, on Nicosia's calendar: the utility posts a payment on its own day, and the
// statement's "Last 12 months" ends on the user's today, so a browser on UTC misses from 22:00 to 24:00 UTC
// what was paid after the utility's midnight.
test.use({ timezoneId: 'Europe/Nicosia' });

/**
 * Maria's home account (utility-api README, Demo data): the latest bill is open and less than 15 days old, so it
 * can be paid online today (000 §9) without moving the sandbox's clock; the previous one is partly paid and
 * past its window; the one before has a pending payment.
 */
const MARIAS_ACCOUNT = '10000012';
const CARD_APPROVED = '4242 4242 4242 4242';
const CARD_REJECTED = '4000 0000 0000 0002';

async function payOnProviderPage(page: Page, card: string, provider = 'Sandbox card payment'): Promise<void> {
  await expect(page.getByRole('heading', { name: provider, exact: true })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

/** The dialog's captions the tests press, by language. */
const DIALOG_TEXTS = {
  en: { bills: 'Bill payments', fees: 'Fees', number: 'Account number', go: 'Continue', back: 'Back' },
  ar: { bills: 'دفع الفواتير', fees: 'الرسوم', number: 'رقم الحساب', go: 'متابعة', back: 'رجوع' },
} as const;

/** Steps 1 and 2 for Maria's account: step 3 of a bill payment, proven by the masked holder name. */
async function billStepFor(dialog: ReturnType<Page['getByTestId']>, texts: (typeof DIALOG_TEXTS)[keyof typeof DIALOG_TEXTS]): Promise<void> {
  await dialog.getByRole('button', { name: texts.bills }).click();
  await dialog.getByLabel(texts.number).fill(MARIAS_ACCOUNT);
  await dialog.getByRole('button', { name: texts.go, exact: true }).click();
  await expect(dialog.getByTestId('payment-account')).toContainText('M**** G*******');
}

/** The login page switched to Arabic through the language menu (right to left); it stays Arabic afterwards. */
async function openLoginInArabic(page: Page): Promise<void> {
  await page.goto('/login');
  if ((await page.locator('html').getAttribute('dir')) === 'rtl') return;
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function openVisitorDialog(page: Page): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto('/login');
  await page.getByTestId('pay-at-login').click();
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog.getByRole('heading', { name: 'Online payment' })).toBeVisible();
  return dialog;
}

test('Maria pays her open bill by card, once despite a double submit, and sees it paid', async ({ page }) => {
  // Two card payments, each through a provider's page.
  test.setTimeout(90_000);
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/billPayment');
  await expect(page.getByRole('heading', { level: 1, name: 'Bill payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay bill' }).click();
  // Three providers (payment links and the two card providers the settings offer): a list to choose from (000 §2).
  await shot(page, SHOTS, 'billPayment-providers-en');
  await page.getByRole('button', { name: 'Payment links' }).click();
  // The simple-link provider lists the configured links; appendAccount adds the account number (000 §3).
  await expect(page.getByRole('link', { name: /JCC Smart/ })).toHaveAttribute('href', `https://pay.demo-water.test/jcc?account=${MARIAS_ACCOUNT}`);
  await expect(page.getByRole('link', { name: /Bank transfer/ })).toHaveAttribute('href', 'https://www.demo-water.test/bank-transfer');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Pay bill' }).click();
  await page.getByRole('button', { name: 'Pay by card: Sandbox Pay' }).click();
  const dialog = page.getByTestId('payment-dialog');
  await dialog.getByRole('button', { name: 'Bill payments' }).click();
  await expect(dialog.getByLabel('Account number')).toHaveValue(MARIAS_ACCOUNT);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByTestId('payment-account')).toContainText('M**** G*******');
  await expect(dialog.getByRole('radio', { checked: true })).toBeEnabled();
  // The dialog proves the account (masked name, amount due) and names bills by date and amount: anyone may type
  // an account number, so it shows no invoice number (characters 3 to 7 name the property, 001 §5).
  await expect(dialog.getByTestId('payment-account')).toContainText(/Amount due: .*\d+\.\d{2}/);
  const choice = dialog.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
  const choiceText = await choice.innerText();
  expect(choiceText).not.toMatch(/\d{15}/);
  // 002 §9: the bill's day as the bills table writes it, DD/MM/YYYY, whatever the browser's locale.
  const issuedOn = /Bill of (\d{2}\/\d{2}\/\d{4})/.exec(choiceText)?.[1] ?? '';
  expect(issuedOn).not.toBe('');
  // The partly paid previous bill is listed but closed to online payment (15-day rule); the bill with a pending
  // payment is not offered a second time.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { disabled: false })).toHaveCount(1);
  await shot(page, SHOTS, 'dialog-step3-en');
  await dialog.getByRole('button', { name: 'Continue to card payment' }).click();

  await payOnProviderPage(page, CARD_APPROVED);
  await shot(page, SHOTS, 'provider-page-en');
  // A double click submits the card form twice: the sandbox charges once.
  await page.getByRole('button', { name: /^Pay / }).dblclick();
  await expect(page).toHaveURL(/\/paymentResult\?paymentId=[0-9a-f]{32}$/);
  await expect(page.getByTestId('payment-result')).toContainText('Payment completed');
  await shot(page, SHOTS, 'result-completed-en');
  // Reloading the provider page after paying charges nothing either: it sends the browser back.
  await page.goBack();
  await expect(page.getByTestId('payment-result')).toContainText('Payment completed');

  await page.getByRole('link', { name: 'Go to financial' }).click();
  const row = page.getByTestId('bills-table').locator('tbody tr', { hasText: issuedOn });
  await expect(row).toContainText('Paid');
  const invoice = /(\d{15})/.exec(await row.innerText())?.[1] ?? '';
  expect(invoice).toMatch(/^\d{15}$/);
  await expect(row).not.toContainText('Partly paid');
  const billAmount = /\d+\.\d{2}/.exec(await row.innerText())?.[0] ?? '';
  expect(billAmount).not.toBe('');
  await page.getByRole('tab', { name: 'Payments' }).click();
  // One record for the bill, of the bill's amount: charged twice, it would hold more.
  const record = page.locator('tr', { hasText: invoice });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('Completed');
  // Charged twice, the record would hold more than the bill.
  await expect(record).toContainText(billAmount);

  // A fee settles its record (000 §2 payment type 3): chosen among the account's open fees, paid whole, through
  // the other card provider, then among the payments and on the statement.
  await page.goto('/billPayment');
  await page.getByRole('button', { name: 'Pay bill' }).click();
  await page.getByRole('button', { name: 'Pay by card: Sandbox Card Plus' }).click();
  await dialog.getByRole('button', { name: 'Fees' }).click();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const fee = dialog.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
  const feeText = await fee.innerText();
  const reference = /FEE-\d{6}/.exec(feeText)?.[0] ?? '';
  const feeAmount = /\d+\.\d{2}/.exec(feeText)?.[0] ?? '';
  expect(reference).not.toBe('');
  await dialog.getByRole('button', { name: 'Continue to card payment' }).click();
  await payOnProviderPage(page, CARD_APPROVED, 'Second sandbox card payment');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment completed');
  await page.getByRole('link', { name: 'Go to financial' }).click();
  await page.getByRole('tab', { name: 'Payments' }).click();
  const feeRecord = page.locator('tr', { hasText: reference });
  await expect(feeRecord).toContainText('Completed');
  await expect(feeRecord).toContainText(feeAmount);
  await page.getByRole('tab', { name: 'Statement' }).click();
  // Posted on the utility's today: "Today" lists it. (Oldest first, a year's statement pages it past its first 20
  // lines.) The summary names the new range before the rows are read, so the old range's rows cannot answer.
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Today' });
  await expect(page.getByTestId('statement-summary')).toHaveText(/from (\d{2}\/\d{2}\/\d{4}) to \1$/);
  await expect(page.getByTestId('statement-table').locator('tbody tr', { hasText: reference })).toContainText(feeAmount);
});

test('a rejected card shows Transaction rejected and charges nothing', async ({ page }) => {
  const dialog = await openVisitorDialog(page);
  await dialog.getByRole('button', { name: 'Fees' }).click();
  await dialog.getByLabel('Account number').fill(MARIAS_ACCOUNT);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  // A fee is one of the account's open records, paid whole (000 §3 payment type 3): the first is chosen.
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to card payment' }).click();
  await payOnProviderPage(page, CARD_REJECTED);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Transaction rejected');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction rejected' })).toBeVisible();
  await shot(page, SHOTS, 'result-rejected-en');
});

test('a forged return shows nothing paid', async ({ page }) => {
  await page.goto(`/paymentResult?paymentId=${'a'.repeat(32)}&status=completed`);
  await expect(page.getByTestId('payment-result')).toContainText('Payment not found');
});

test('a visitor validates an account in the dialog; Back and Close follow 000 §2', async ({ page }) => {
  const dialog = await openVisitorDialog(page);
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Bill payments' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Bill payments' })).toBeVisible();
  // Back from step 2 returns to step 1.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Other sales' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Bill payments' }).click();

  await dialog.getByLabel('Account number').fill('99999999');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByText('Account not found')).toBeVisible();
  await expect(dialog.getByLabel('Account number')).toHaveValue('99999999');
  await dialog.getByLabel('Account number').fill(MARIAS_ACCOUNT);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByTestId('payment-account')).toContainText('M**** G*******');
  await expect(dialog).not.toContainText('Maria Georgiou');
  // What proves the account, and nothing that names the property: no invoice number, no address.
  await expect(dialog.getByTestId('payment-account')).toContainText('Amount due:');
  await expect(dialog).not.toContainText(/\d{15}/);

  // Back from step 3 returns to step 2 with the number kept; the step's own Start over resets to step 1.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Account number')).toHaveValue(MARIAS_ACCOUNT);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByRole('button', { name: 'Start over' }).click();
  await expect(dialog.getByRole('button', { name: 'Application payments' })).toBeVisible();

  // Close, then open again: the dialog starts at step 1.
  await dialog.getByRole('button', { name: 'Fees' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('pay-at-login').click();
  await expect(page.getByTestId('payment-dialog').getByRole('button', { name: 'Bill payments' })).toBeVisible();
});

test('a visitor\'s step 3 shows the masked holder, the amount due and bills by date: English and Arabic, wide and narrow', async ({ page }) => {
  const viewports = [['desktop', { width: 1280, height: 800 }], ['narrow', { width: 390, height: 844 }]] as const;
  for (const [language, texts] of [['en', DIALOG_TEXTS.en], ['ar', DIALOG_TEXTS.ar]] as const) {
    for (const [size, viewport] of viewports) {
      await page.setViewportSize(viewport);
      if (language === 'ar') await openLoginInArabic(page);
      else await page.goto('/login');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.getByTestId('pay-at-login').click();
      const dialog = page.getByTestId('payment-dialog');
      await billStepFor(dialog, texts);
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await expect(dialog).not.toContainText(/\d{15}/);
      await shot(page, SHOTS, `dialog-step3-visitor-${language}-${size}`);
      // The fees step: the account's open records to choose from (000 §3 payment type 3).
      await dialog.getByRole('button', { name: texts.back }).click();
      await dialog.getByRole('button', { name: texts.back }).click();
      await dialog.getByRole('button', { name: texts.fees }).click();
      await dialog.getByRole('button', { name: texts.go, exact: true }).click();
      await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
      await shot(page, SHOTS, `dialog-step3-fees-${language}-${size}`);
    }
  }
});

test('the payment dialog in Arabic renders right to left', async ({ page }) => {
  await openLoginInArabic(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByTestId('pay-at-login').click();
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog.getByRole('heading', { name: 'الدفع عبر الإنترنت' })).toBeVisible();
  await shot(page, SHOTS, 'dialog-step1-ar');
  await billStepFor(dialog, DIALOG_TEXTS.ar);
  await shot(page, SHOTS, 'dialog-step3-ar');
  await page.goto(`/paymentResult?paymentId=${'b'.repeat(32)}`);
  await expect(page.getByTestId('payment-result')).toContainText('لم يتم العثور على الدفعة');
  await shot(page, SHOTS, 'result-unknown-ar');
});

test('the provider page speaks the payer\'s language: Arabic, right to left', async ({ page }) => {
  await openLoginInArabic(page);
  await page.getByTestId('pay-at-login').click();
  const dialog = page.getByTestId('payment-dialog');
  await dialog.getByRole('button', { name: 'الرسوم' }).click();
  await dialog.getByLabel('رقم الحساب').fill(MARIAS_ACCOUNT);
  await dialog.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع بالبطاقة' }).click();

  await expect(page.getByRole('heading', { name: 'دفع تجريبي بالبطاقة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Card number')).toHaveCount(0);
  await shot(page, SHOTS, 'provider-page-ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, SHOTS, 'provider-page-ar-narrow');
  await page.getByLabel('رقم البطاقة').fill('1111');
  await page.getByLabel('تاريخ الانتهاء (شهر/سنة MM/YY)').fill('12/39');
  await page.getByLabel('رمز CVC').fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  // A mistyped card is refused in Arabic and keeps the page's language.
  await expect(page.getByRole('alert')).toHaveText('أدخل أحد أرقام بطاقات الاختبار.');
  await page.getByLabel('رقم البطاقة').fill(CARD_APPROVED);
  await page.getByLabel('رمز CVC').fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تمت عملية الدفع' })).toBeVisible();
});
