import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LOGIN_IDENTIFIER, demoUsers, expect, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// The portal of the global setup trusts the local OpenID provider (tests/support/oidcProvider.ts),
// whose button caption is "Utility ID" (docs/sso.md).
const SHOTS = shotsDir('sso');

async function startAtProvider(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Utility ID' }).click();
  await expect(page.getByRole('heading', { name: 'Utility identity provider' })).toBeVisible();
}

async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByLabel('Work email').fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an employee signs in with single sign-on and lands on the employee home', async ({ page }) => {
  await startAtProvider(page);
  await signInAtProvider(page, demoUsers.employee);
  await expect(page).toHaveURL(/\/employeeHome$/);
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Employee home' })).toBeVisible();
  // Signed in: the login page sends the employee home, as after a password sign-in.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/employeeHome$/);
});

test('a cancelled sign-in returns to the login page with a message', async ({ page }) => {
  await startAtProvider(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?sso=failed&reason=cancelled$/);
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the sign-in at the identity provider.' })).toBeVisible();
  // The password form is still there.
  await expect(page.getByLabel(LOGIN_IDENTIFIER)).toBeVisible();
});

test('a customer who tries single sign-on is told to use the password', async ({ page }) => {
  await startAtProvider(page);
  await signInAtProvider(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/reason=employees_only$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Single sign-on is for employees.' })).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the single sign-on button and a failure in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/login?sso=failed&reason=unknown_account');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('sso-failure')).toBeVisible();
    const caption = language === 'ar' ? 'تسجيل الدخول باستخدام Utility ID' : 'Sign in with Utility ID';
    await expect(page.getByRole('link', { name: caption })).toBeVisible();
    await shot(page, SHOTS, `login-${language}`);
  });
}
