import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LOGIN_IDENTIFIER, contextIn, demoUsers, expect, portalUrl, signIn, signInByRequest, test, utilityApi, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('login');

const customerMenu = ['Home', 'My accounts', 'Financial', 'Applications', 'E-mails', 'Attachments', 'Contact us'];
const employeeMenu = [
  'Employee home',
  'Applications',
  'Maintenance applications',
  'Disconnections',
  'Debt management',
  'Assets',
  'Elements',
  'Logs',
  'Samples',
  'Meter reading capture',
  'Web map',
  'GIS administration',
];

async function menuNames(page: import('@playwright/test').Page): Promise<string[]> {
  const nav = page.getByTestId('main-nav');
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((name) => name.trim());
}

test('a customer registered by email lands on the customer home with the customer menu', async ({ page }) => {
  await signIn(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/\/userHome$/);
  const names = await menuNames(page);
  for (const item of customerMenu) expect(names).toContain(item);
  expect(names).toContain('Change email');
  expect(names).not.toContain('Change mobile');
  expect(names).not.toContain('Employee home');
});

test('a customer registered by mobile signs in with the mobile number and gets the change-mobile item', async ({ page }) => {
  await signIn(page, demoUsers.customerByMobile);
  await expect(page).toHaveURL(/\/userHome$/);
  const names = await menuNames(page);
  expect(names).toContain('Change mobile');
  expect(names).not.toContain('Change email');
});

test('an employee lands on the employee home with every employee area', async ({ page }) => {
  await signIn(page, demoUsers.employee);
  await expect(page).toHaveURL(/\/employeeHome$/);
  const names = await menuNames(page);
  for (const item of employeeMenu) expect(names).toContain(item);
  expect(names).not.toContain('Financial');
});

test('a wrong password shows the utility server text and keeps what was typed', async ({ page }) => {
  const answer = await utilityApi<{ status: number; text: string }>(
    '/account/Login',
    { Email: demoUsers.customerByEmail, Password: 'not-the-password', OtpCode: '', TrustedComputer: false },
    { 'accept-language': 'en' },
  );
  expect(answer.status).not.toBe(0);

  await signIn(page, demoUsers.customerByEmail, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: answer.text })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(LOGIN_IDENTIFIER)).toHaveValue(demoUsers.customerByEmail);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
});

test('Login stays disabled until the identifier is valid and a password is typed', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeDisabled();
  await page.getByLabel(LOGIN_IDENTIFIER).fill('maria@');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(login).toBeDisabled();
  await page.getByLabel(LOGIN_IDENTIFIER).fill(demoUsers.customerByEmail);
  await expect(login).toBeEnabled();
});

test('signing out returns to the login page and protected pages need a new sign-in', async ({ page }) => {
  await signIn(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/\/userHome$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A computer not marked trusted may be shared: after a sign-out no form shows the last user's e-mail.
  await expect(page.getByLabel(LOGIN_IDENTIFIER)).toHaveValue('');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByTestId('registration-form').getByLabel('Email or mobile number')).toHaveValue('');
  await page.getByTestId('registration-form').getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: /Forgot/ }).click();
  await expect(page.getByTestId('reset-request-form').getByLabel('Email or mobile number')).toHaveValue('');
  await page.goto('/financial');
  await expect(page).toHaveURL(/\/login$/);
});

/** The keys of the customer's accounts, as the utility keeps them. */
async function accountKeys(login: string): Promise<string[]> {
  const call = await utilityApiSession(login);
  return (await call<{ items: Array<{ accountKey: string }> }>('/Account/GetItems', {})).items.map((item) => item.accountKey);
}

/**
 * From now on the page notes every one of `words` that its text ever shows, at any moment (a screen drawn from
 * the store for an instant while its own data loads included); `shownWords` reads the list. The page keeps the
 * words reversed, so that the heap check (`wordsInMemory`) does not find the watch's own copy.
 */
async function watchForWords(page: Page, words: string[]): Promise<void> {
  const reversed = words.map((word) => [...word].reverse().join(''));
  await page.evaluate((watched) => {
    const shown = new Set<number>();
    const look = () => {
      const text = document.body.innerText;
      watched.forEach((word, index) => {
        if (text.includes([...word].reverse().join(''))) shown.add(index);
      });
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
    Object.assign(window, { shownWords: () => [...shown] });
  }, reversed);
}

/**
 * Which of `words` the page's JavaScript heap still holds, after a full garbage collection (the heap snapshot
 * of Chrome's DevTools protocol): the store's records, kept network answers, texts of screens gone.
 */
async function wordsInMemory(page: Page, words: string[]): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  devtools.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
  await devtools.send('HeapProfiler.enable');
  await devtools.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await devtools.detach();
  const { strings } = JSON.parse(chunks.join('')) as { strings: string[] };
  return words.filter((word) => strings.some((text) => text.includes(word)));
}

const shownWords = async (page: Page, words: string[]) =>
  (await page.evaluate(() => (window as unknown as { shownWords: () => number[] }).shownWords())).map((index) => words[index]);

/** Signs in with the login form of the page already open: the same tab, nothing reloaded. */
async function signInHere(page: Page, login: string): Promise<void> {
  await page.getByLabel(LOGIN_IDENTIFIER).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test("after a sign-out the next user of the same tab is never shown the last one's name or accounts", async ({ page }) => {
  const mariasAccounts = await accountKeys(demoUsers.customerByEmail);
  const andreasAccounts = await accountKeys(demoUsers.customerByMobile);
  expect(mariasAccounts.filter((key) => andreasAccounts.includes(key))).toEqual([]);
  const maria = ['Maria Georgiou', ...mariasAccounts];

  await signIn(page, demoUsers.customerByEmail);
  await page.getByTestId('main-nav').getByRole('link', { name: 'My accounts' }).click();
  await expect(page.getByTestId('account-card')).toHaveCount(mariasAccounts.length);
  // Read back rather than matched in the page: a selector or an expected text would leave its own copy there.
  expect((await page.getByTestId('user-menu').innerText()).trim()).toBe('Maria Georgiou');
  expect(await wordsInMemory(page, maria)).toEqual(maria);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await watchForWords(page, maria);

  await signInHere(page, demoUsers.customerByMobile);
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByTestId('main-nav').getByRole('link', { name: 'My accounts' }).click();
  await expect(page.getByTestId('account-card')).toHaveCount(andreasAccounts.length);
  await page.getByTestId('main-nav').getByRole('link', { name: 'Financial' }).click();
  await expect(page).toHaveURL(/\/financial$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await shownWords(page, maria)).toEqual([]);
  expect(await wordsInMemory(page, maria)).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  test(`the login page right after a sign-out, in ${language}, is whole at 1280 and 390 px`, async ({ browser }) => {
    const context = await contextIn(browser, language, { baseURL: portalUrl() });
    const page = await context.newPage();
    await signInByRequest(page, demoUsers.customerByEmail, language);
    await page.goto('/account');
    await expect(page.getByTestId('account-card').first()).toBeVisible();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expect(page.locator('form').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, SHOTS, `after-sign-out-${language}-${width}`);
    }
    await context.close();
  });
}

test('a signed-in user who opens the login page goes to their home', async ({ page }) => {
  await signIn(page, demoUsers.employee);
  await expect(page).toHaveURL(/\/employeeHome$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/employeeHome$/);
});
