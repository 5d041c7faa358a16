import type { Page } from '@playwright/test';
import { demoUsers, expect, portalUrl, signInByRequest, signedInPage, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// Debt management (002 §2; §3 debt-management cases and agreements, bank and IBAN; §5 IBAN, payment phone
// and balance amount rules): staff open a case, make a payment agreement paid by direct debit and record a
// payment; a customer and the field worker are kept out.

const SHOTS = shotsDir('debtManagement');
const NARROW = { width: 390, height: 844 };
const VALID_IBAN = 'CY17 0020 0128 0000 0012 0052 7600';

const shoot = (page: Page, name: string) => shot(page, SHOTS, name);

/** The euro amount of a money text such as "1,234.50 €". */
const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('staff make a payment agreement by direct debit and record a payment', async ({ page }) => {
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/dm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Debt management');
  await page.getByTestId('filter-status').selectOption('OPEN');
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByTestId('filter-min').fill('20');
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/\/dm\?status=OPEN&min=20\.00$/);
  await expect(page.getByTestId('debt-cases-list')).toBeVisible();
  await page.getByTestId('debt-case-link').first().click();
  await expect(page).toHaveURL(/\/dm\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Debt case .*DM-\d{6}/);
  const balance = euros(await page.getByTestId('debt-case-balance').innerText());
  expect(balance).toBeGreaterThanOrEqual(20);

  const form = page.getByTestId('agreement-form');
  await form.getByTestId('agreement-direct-debit').check();
  // An IBAN with a wrong check digit: refused when the field is left, grouped in fours as typed.
  await form.getByTestId('agreement-iban').fill('cy18002001280000001200527600');
  await expect(form.getByTestId('agreement-iban')).toHaveValue('CY18 0020 0128 0000 0012 0052 7600');
  await form.getByTestId('agreement-phone').click();
  await expect(form.getByText('This IBAN is not valid: its check digits do not match.', { exact: false })).toBeVisible();
  await expect(form.getByTestId('agreement-iban')).toHaveAttribute('aria-invalid', 'true');
  await form.getByTestId('agreement-phone').fill('991234567');
  // Leave the field first: its error appears on blur and moves the button.
  await form.getByTestId('agreement-phone').press('Tab');
  await form.getByTestId('agreement-submit').click();
  await expect(form.getByText('Choose the bank of the direct debit.')).toBeVisible();
  await expect(form.getByText('The payment phone number must have 10 to 15 digits.')).toBeVisible();
  await expect(form.getByTestId('agreement-phone')).toHaveValue('991234567');
  await shoot(page, 'agreement-errors-en');

  await form.getByTestId('agreement-bank').selectOption({ label: 'Bank of Cyprus' });
  await form.getByTestId('agreement-iban').fill(VALID_IBAN.replace(/ /g, ''));
  await form.getByTestId('agreement-submit').click();
  // The 9-digit phone is still refused, with everything else kept.
  await expect(form.getByText('The payment phone number must have 10 to 15 digits.')).toBeVisible();
  await expect(form.getByTestId('agreement-iban')).toHaveValue(VALID_IBAN);
  await form.getByTestId('agreement-phone').fill('+357 99 123456');
  await form.getByTestId('agreement-phone').press('Tab');
  await form.getByTestId('agreement-submit').click();
  await expect(page.getByText('The payment agreement was created.')).toBeVisible();
  await expect(page.getByTestId('agreement-current')).toContainText('CY17 **** 7600');
  await expect(page.getByTestId('agreement-current')).toContainText('Bank of Cyprus');
  await expect(page.getByTestId('debt-case-summary')).toContainText('On hold (agreement)');
  await expect(page.getByTestId('debt-case-history')).toContainText('Agreement signed');

  // A payment above the balance is refused and kept; a valid one is recorded.
  const payment = page.getByTestId('payment-form');
  const above = (balance + 1).toFixed(2);
  await payment.getByTestId('payment-amount').fill(above);
  await payment.getByTestId('payment-submit').click();
  await expect(payment.getByText('The amount cannot be more than the balance', { exact: false })).toBeVisible();
  await expect(payment.getByTestId('payment-amount')).toHaveValue(above);
  await payment.getByTestId('payment-amount').fill('1,5');
  await payment.getByTestId('payment-note').click();
  await expect(payment.getByTestId('payment-amount')).toHaveValue('1.50');
  await payment.getByTestId('payment-submit').click();
  await expect(page.getByText(/A payment of .*1\.50.* was recorded\./)).toBeVisible();
  await expect(page.getByTestId('debt-case-balance')).toHaveText(new RegExp(`${(balance - 1.5).toFixed(2).replace('.', '\\.')}`));
  await expect(page.getByTestId('debt-case-history')).toContainText('Payment received');
  await shoot(page, 'agreement-saved-en');
});

test('a customer and the field worker cannot open debt management', async ({ page, browser }) => {
  await signInByRequest(page, demoUsers.fieldWorker);
  await page.goto('/dm');
  await expect(page).toHaveURL(/\/employeeHome$/);

  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'en-GB' });
  const customer = await context.newPage();
  await signInByRequest(customer, demoUsers.customerByEmail);
  await customer.goto('/dm');
  await expect(customer).toHaveURL(/\/userHome$/);
  const answer = await customer.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query: '{ debtManagementCases(first: 1) { totalCount } }' },
  });
  const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await context.close();
});

test('screenshots of the debt-management screens in en and ar, desktop and narrow', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const language of ['en', 'ar'] as const) {
    const page = await signedInPage(browser, demoUsers.employee, language);
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['narrow', NARROW]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/dm');
      await expect(page.getByTestId('debt-cases-list')).toBeVisible();
      await shoot(page, `dm-${language}-${size}`);
      await page.goto('/dm?status=OPEN');
      await page.getByTestId('debt-case-link').first().click();
      await expect(page.getByTestId('agreement-form')).toBeVisible();
      await page.getByTestId('agreement-direct-debit').check();
      await page.getByTestId('agreement-iban').fill('CY170020012800000012005276');
      await page.getByTestId('agreement-phone').click();
      await expect(page.getByTestId('agreement-iban')).toHaveAttribute('aria-invalid', 'true');
      await shoot(page, `dm-case-${language}-${size}`);
    }
    await page.context().close();
  }
});
