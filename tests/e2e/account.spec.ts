import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, expect, settingsControl, signInByRequest, test, utilityApiSession, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('account');

async function mariasAccounts() {
  const call = await utilityApiSession(demoUsers.customerByEmail);
  return (await call<{ items: Array<{ accountId: number; accountKey: string }> }>('/Account/GetItems', {})).items;
}

/** Restores maria's seeded selection (her first account) straight on the utility API, whatever a test did. */
async function selectFirstAccount(): Promise<void> {
  const call = await utilityApiSession(demoUsers.customerByEmail);
  const [first] = await mariasAccounts();
  await call('/Account/SelectAccount', { Value: first?.accountId });
}

/** The height in CSS pixels of the smallest axis text of the consumption chart. */
async function smallestChartText(page: Page): Promise<number> {
  const chart = page.getByTestId('consumption-bars').first();
  await expect(chart.locator('text').first()).toBeVisible();
  return chart.evaluate((svg) => Math.min(...Array.from(svg.querySelectorAll('text'), (text) => text.getBoundingClientRect().height)));
}

const holderLine = (page: Page) => page.getByTestId('selected-account-holder');

/**
 * How the account card's "name · address" line reads in an Arabic page: the Latin name before the Latin
 * address in the page's direction (to its right, or on the line above), the address on one line, and the
 * account switcher's choice in the direction of its own text (its start shown, its end cut).
 */
async function holderLineLayout(page: Page) {
  return holderLine(page).evaluate((line) => {
    const [name, address] = Array.from(line.querySelectorAll('bdi'), (part) => part.getBoundingClientRect());
    const option = line.closest('section')?.querySelector('select')?.selectedOptions[0];
    return {
      nameFirst: name!.bottom <= address!.top || name!.left >= address!.right,
      addressLines: line.querySelectorAll('bdi')[1]!.getClientRects().length,
      switcherDirection: option ? getComputedStyle(option).direction : null,
    };
  });
}

async function signInAsMaria(page: Page): Promise<void> {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/userHome');
}

test.afterEach(async () => {
  await settingsControl.reset();
  await selectFirstAccount();
});

test('maria switches account on /account, and /financial then shows the other account', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto('/account');
  const cards = page.getByTestId('account-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('data-selected', 'true');
  await expect(cards.nth(0).getByTestId('relation-badge')).toHaveText('Owner');
  await expect(cards.nth(2).getByTestId('relation-badge')).toHaveText('Representative');
  await expect(cards.nth(0).getByText('Billing group')).toBeVisible();
  await expect(cards.nth(0).getByText('Property reference')).toBeVisible();
  await shot(page, SHOTS, 'account-en');

  const secondKey = (await cards.nth(1).getByRole('heading', { level: 2 }).innerText()).replace(/\D/g, '');
  await cards.nth(1).getByRole('button', { name: /Switch to this account/ }).click();
  // The mark moves at once (optimistic); the switch is done when the portal says so.
  await expect(page.getByText(`Now showing account ${secondKey}.`)).toBeVisible();
  await expect(cards.nth(1)).toHaveAttribute('data-selected', 'true');
  await expect(cards.nth(0)).not.toHaveAttribute('data-selected', 'true');
  await expect(cards.nth(1).getByRole('button', { name: /Switch to this account/ })).toHaveCount(0);

  await page.goto('/userHome');
  await expect(page.getByTestId('selected-account')).toContainText(secondKey);
  await shot(page, SHOTS, 'userHome-en');
  await page.goto('/financial');
  await expect(page.getByTestId('financial-account')).toContainText(secondKey);
  // The bills listed are the second account's: its latest invoice (read from the utility API) is listed.
  const second = (await mariasAccounts()).find((account) => account.accountKey === secondKey);
  const call = await utilityApiSession(demoUsers.customerByEmail);
  const bills = await call<{ items: Array<{ invoiceNumber: string }> }>('/Bill/GetItems', { AccountId: second?.accountId, Options: { PageSize: 1, Page: 1 } });
  const latest = bills.items[0]?.invoiceNumber;
  expect(latest).toBeTruthy();
  await expect(page.getByText(latest ?? '', { exact: true }).first()).toBeVisible();
  await shot(page, SHOTS, 'financial-after-switch-en');
});

test('the home screen switches the account it shows with its switcher', async ({ page }) => {
  await signInAsMaria(page);
  expect(await smallestChartText(page)).toBeGreaterThanOrEqual(11);
  await shot(page.getByTestId('consumption-bars').first(), SHOTS, 'chart-1280-en');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallestChartText(page)).toBeGreaterThanOrEqual(11);
  await shot(page.getByTestId('consumption-bars').first(), SHOTS, 'chart-390-en');
  await page.setViewportSize({ width: 1280, height: 800 });
  const [, , represented] = await mariasAccounts();
  const switcher = page.getByLabel('Account shown');
  await switcher.selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByTestId('selected-account').getByRole('heading')).toHaveText(`Account ${represented?.accountKey}`);
  await expect(page.getByTestId('selected-account').getByTestId('relation-badge')).toHaveText('Representative');
  await expect(page.getByTestId('balance-summary')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Now showing account ${represented?.accountKey}` }).first()).toBeAttached();
});

test('without isSelectAccount no switch is offered', async ({ page }) => {
  await settingsControl.utility({ isSelectAccount: false });
  await signInAsMaria(page);
  await page.goto('/account');
  await expect(page.getByTestId('account-card')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /Switch to this account/ })).toHaveCount(0);
});

test('with showDashboardsOnStartScreen the start screen shows the dashboard; /dashscreen shows it too', async ({ page }) => {
  await settingsControl.utility({ showDashboardsOnStartScreen: true });
  await signInAsMaria(page);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('balance-summary')).toBeVisible();
  await shot(page, SHOTS, 'userHome-dashboard-en');
  await page.goto('/dashscreen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboards');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await shot(page, SHOTS, 'dashscreen-en');
});

test('contact us: an empty message is refused beside the field and the subject is kept; a sent one shows its reference', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto('/contactUs');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Leak in the street');
  await page.getByRole('button', { name: 'Send' }).click();
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is mandatory.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Leak in the street');
  await shot(page, SHOTS, 'contactUs-error-en');

  await message.fill('Water has been running down the street since this morning.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(/CU-\d{6}/);
  await shot(page, SHOTS, 'contactUs-sent-en');
});

/** Gives Maria's profile the contact-us settings of 000 §3 (utility-api/README.md, /__dev/contact-us-profile). */
async function contactUsProfile(showContactUsEmail: boolean): Promise<void> {
  const response = await fetch(`${utilityApiUrl()}/__dev/contact-us-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Login: demoUsers.customerByEmail, ShowContactUsEmail: showContactUsEmail }),
  });
  expect(response.ok).toBe(true);
}

test('contact us: a profile not offered the form has no menu item, a notice instead of the form, and the gateway refuses a message', async ({ page }) => {
  await contactUsProfile(false);
  try {
    for (const [language, viewport] of [['en', 1280], ['en', 390], ['ar', 1280], ['ar', 390]] as const) {
      await page.setViewportSize({ width: viewport, height: 844 });
      await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
      await signInByRequest(page, demoUsers.customerByEmail, language);
      await page.goto('/userHome');
      await expect(page).toHaveURL(/\/userHome$/);
      await expect(page.locator('a[href="/contactUs"]')).toHaveCount(0);
      await page.goto('/contactUs');
      await expect(page.getByTestId('contact-not-offered')).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await shot(page, SHOTS, `contactUs-not-offered-${language}-${viewport}`);
      await page.context().clearCookies();
    }
    await signInByRequest(page, demoUsers.customerByEmail);
    const answer = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      data: { query: 'mutation { sendContactMessage(input: { subject: "Leak", message: "Water" }) { reference userErrors { code } } }' },
    });
    expect(await answer.json()).toEqual({ data: { sendContactMessage: { reference: null, userErrors: [{ code: 'NOT_ALLOWED' }] } } });
  } finally {
    await contactUsProfile(true);
  }
});

test('screens in Arabic render right to left', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.getByTestId('selected-account')).toBeVisible();
  await expect(holderLine(page)).toHaveText(/Maria Georgiou/);
  expect(await holderLineLayout(page)).toEqual({ nameFirst: true, addressLines: 1, switcherDirection: 'ltr' });
  await shot(page, SHOTS, 'userHome-ar');
  await shot(page.getByTestId('selected-account'), SHOTS, 'selected-account-1280-ar');
  await shot(page.getByTestId('consumption-bars').first(), SHOTS, 'chart-1280-ar');
  // The chart's axis texts stay legible on a phone (at least 11 px), not scaled down with the chart.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallestChartText(page)).toBeGreaterThanOrEqual(11);
  // On a phone the address goes to a line of its own, whole, rather than breaking around the name.
  expect(await holderLineLayout(page)).toEqual({ nameFirst: true, addressLines: 1, switcherDirection: 'ltr' });
  await shot(page.getByTestId('selected-account'), SHOTS, 'selected-account-390-ar');
  await shot(page.getByTestId('consumption-bars').first(), SHOTS, 'chart-390-ar');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/account');
  await expect(page.getByTestId('account-card')).toHaveCount(3);
  await shot(page, SHOTS, 'account-ar');
  await page.goto('/contactUs');
  await expect(page.getByRole('button', { name: 'إرسال' })).toBeVisible();
  await shot(page, SHOTS, 'contactUs-ar');
  await page.goto('/dashscreen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحات المعلومات');
  await shot(page, SHOTS, 'dashscreen-ar');
});
