import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import loginMutation from '../../client/src/routes/auth/__generated__/useLoginMutation.graphql.ts';
import { portalUrl, utilityApiUrl } from './portalUrls.ts';

/** Password of every demo login (utility-api/README.md). */
export const DEMO_PASSWORD = 'Demo-2026!';

export const demoUsers = {
  customerByEmail: 'maria@demo.test',
  customerByMobile: '99123456',
  employee: 'staff@demo.test',
  fieldWorker: 'field@demo.test',
  /** A customer of her own for the application families' specs, so they never change Maria's lists. */
  familiesApplicant: 'applicant@demo.test',
} as const;

/** The portal under test of this worker and the reference utility API it talks to (one per worker). */
export { portalUrl, utilityApiUrl };

/** Calls the reference utility API directly (its development endpoints and its REST contract). */
export async function utilityApi<T>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${utilityApiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * A signed-in REST session on the reference API, to read what a test needs (real keys, seeded rows) as the
 * utility would answer it: returns a caller that POSTs with the session's cookie.
 */
export async function utilityApiSession(login: string, password = DEMO_PASSWORD) {
  const answer = await fetch(`${utilityApiUrl()}/account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: login, Password: password }),
  });
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return <T>(path: string, body: object = {}): Promise<T> => utilityApi<T>(path, body, { cookie });
}

export const settingsControl = {
  organisation: (values: Record<string, unknown>) => utilityApi('/__dev/organisation-settings', { values }),
  utility: (values: Record<string, unknown>) => utilityApi('/__dev/settings', { values }),
  reset: () => utilityApi('/__dev/reset-settings'),
};

/** The login field's name on the demo utility, which takes id numbers as logins (`customerIdNoRegExpr`, `001 §5`). */
export const LOGIN_IDENTIFIER = 'Email, mobile or ID number';

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(LOGIN_IDENTIFIER).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

type Language = 'en' | 'el' | 'ru' | 'ar';

/**
 * Starts a session in the page's browser as the login form does (its persisted `login` mutation, in the
 * language the browser's pages speak, whose cookie the browser keeps), without loading and typing the form:
 * for tests of what a signed-in user does, each still with a session of its own. The caller's next `goto` is
 * the browser's first page; tests of signing in itself use `signIn`.
 */
export async function signInByRequest(page: Page, login: string, language: Language = 'en'): Promise<void> {
  const answer = await page.request.post('/graphql', {
    headers: { accept: 'application/json', 'accept-language': language },
    data: { documentId: loginMutation.params.id, variables: { input: { email: login, password: DEMO_PASSWORD } } },
  });
  const body = (await answer.json()) as { errors?: unknown[]; data?: { login?: { userErrors: unknown[] } } };
  if (!answer.ok() || body.errors !== undefined || body.data?.login?.userErrors.length !== 0) {
    throw new Error(`${login} could not sign in: ${answer.status()} ${JSON.stringify(body)}`);
  }
}

/** A new browser whose pages start in `language`, signed in as `login` by `signInByRequest`, with no page loaded yet. */
export async function signedInPage(browser: Browser, login: string, language: Language = 'en', options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await contextIn(browser, language, { baseURL: portalUrl(), locale: 'en-GB', ...options });
  const page = await context.newPage();
  await signInByRequest(page, login, language);
  return page;
}

/**
 * A fresh browser starts in English on the login page and in the utility's default language (el in the demo)
 * on any other first page (client/src/i18n/startupLanguage.ts); the specs read English unless they choose
 * another language, so every context they open has English stored before its first page runs — kept when a
 * test stores or switches to another one.
 */
function englishUnlessChosen() {
  if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', 'en');
}

const freshContexts = new WeakMap<Browser, Browser['newContext']>();

/** A context with nothing stored, as a first visitor's browser (the language it starts in is the test). */
export function freshContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return (freshContexts.get(browser) ?? browser.newContext.bind(browser))(options);
}

/** A context whose pages start in `language`, as the browser of someone who chose it before (an Arabic user's). */
export async function contextIn(browser: Browser, language: Language, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await freshContext(browser, options);
  await context.addInitScript((code) => {
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', code);
  }, language);
  return context;
}

export const test = base.extend<object, { englishBrowser: Browser }>({
  // The portal's URL is known only after the global setup started it, and each worker has its own.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and this one has none
  baseURL: async ({}, use) => use(portalUrl()),
  // The `context` and `page` fixtures and `browser.newContext()`/`newPage()` in specs all open contexts here.
  englishBrowser: [
    async ({ browser }, use) => {
      if (!freshContexts.has(browser)) {
        const newContext = browser.newContext.bind(browser);
        freshContexts.set(browser, newContext);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.addInitScript(englishUnlessChosen);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
