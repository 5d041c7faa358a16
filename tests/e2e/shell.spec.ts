import { demoUsers, expect, freshContext, settingsControl, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('shell');

test.afterEach(async () => {
  await settingsControl.reset();
});

test('switching to Arabic renders right to left and persists across reloads and sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
  await page.locator('input[autocomplete="current-password"]').fill('Demo-2026!');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a first visit in a Russian browser starts in English on the login page, which is then kept, signed in too (000 §1)', async ({ browser, baseURL }) => {
  const context = await freshContext(browser, { baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  // `/` draws nothing and sends a visitor to the login page, which starts in English like /login itself.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
  await page.locator('input[autocomplete="current-password"]').fill('Demo-2026!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a first visit to another public page starts in the utility default language (Greek), which is then kept on the login page', async ({ browser, baseURL }) => {
  const context = await freshContext(browser, { baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByTestId('language-menu')).toBeVisible();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('button', { name: 'Είσοδος', exact: true })).toBeVisible();
  await context.close();
});

test('a language chosen on the login page wins there on the next visit', async ({ browser, baseURL }) => {
  const context = await freshContext(browser, { baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await context.close();
});

test('switching language translates the page and the server texts', async ({ page }) => {
  await page.goto('/login');
  const welcomeEn = await page.getByTestId('welcome-message').innerText();
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Ελληνικά' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByTestId('welcome-message')).not.toHaveText(welcomeEn);
});

test('an unknown address shows the not-found texts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Requested page not found')).toBeVisible();
  await expect(page.getByText('Please check you typed url correctly')).toBeVisible();
});

test('a disabled portal sends visitors to the support page, or the privacy page, or the error page', async ({ page }) => {
  await settingsControl.organisation({ enablePortal: false });
  await page.goto('/');
  await expect(page).toHaveURL(/\/support$/);

  await settingsControl.organisation({ enablePortal: false, enableSupportPage: false });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/privacyPolicy$/);

  await settingsControl.organisation({ enablePortal: false, enableSupportPage: false, enablePrivacyPolicy: false });
  await page.goto('/userHome');
  await expect(page).toHaveURL(/\/errorpage$/);
  await expect(page.getByText('Error: Sorry, something went wrong.')).toBeVisible();
});

test('invalid organisation settings, or invalid utility settings, lead to the error page', async ({ page }) => {
  await settingsControl.organisation({ isValid: false });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/errorpage$/);

  await settingsControl.reset();
  await settingsControl.utility({ isValid: false });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/errorpage$/);
  await expect(page.getByText('Error: Sorry, something went wrong.')).toBeVisible();
});

test('while sign-in is disabled the login page shows the disabled notice instead of the form', async ({ page }) => {
  const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await settingsControl.organisation({ disableLoginDate: until });
  await page.goto('/login');
  await expect(page.getByTestId('login-disabled')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the login page and the shell in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    await shot(page, SHOTS, `login-${language}`);

    await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
    await page.locator('input[autocomplete="current-password"]').fill('Demo-2026!');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/userHome$/);
    await expect(page.getByTestId('main-nav')).toBeVisible();
    await shot(page, SHOTS, `shell-${language}`);
  });
}
