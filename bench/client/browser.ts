import { type Browser, type BrowserContext, type Page, type Request, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/graphql.ts';

/** Debian's Chromium with the flags the end-to-end tests use (tests/support/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

const SETTLE_TIMEOUT_MS = 30_000;
/** How long no request may be in flight for a page to count as settled (Playwright's networkidle). */
const QUIET_MS = 500;

/** The live unread count (`Subscription.unreadMessageCount`) stays open as long as the page does. */
const isEventStream = (request: Request) => (request.headers()['accept'] ?? '').includes('text/event-stream');

/**
 * Goes to `path`, waits for the screen's heading (every screen's `<h1>`, components/PageTitle.tsx), then until
 * no request has been in flight for 500 ms — networkidle, except that the customer's open event stream does
 * not count: it never ends, so networkidle would never come. The heading first: on a busy machine the gap
 * between the entry chunk and the screen's own modules can outlast the quiet window, and a visit counted
 * done there weighs less than the page.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (!isEventStream(request)) pending.add(request);
  };
  const ended = (request: Request) => void pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    await page.locator('h1').first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${path} did not settle in ${SETTLE_TIMEOUT_MS} ms`);
      if (pending.size > 0) quietSince = Date.now();
      await page.waitForTimeout(25);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A fresh profile: empty HTTP cache, no service worker, no stored language (English on /login, the utility's default elsewhere). */
export function freshContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'en-GB' });
}

/**
 * Signs the context in as the demo customer through the gateway (the same `login` mutation the login
 * form sends), so that the session cookie is the browser's own.
 */
export async function signInCustomer(context: BrowserContext): Promise<void> {
  const answer = await context.request.post('/graphql', {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    data: {
      query: 'mutation BenchSignIn($input: LoginInput!) { login(input: $input) { userErrors { code } } }',
      variables: { input: { email: DEMO_USERS.customer, password: DEMO_PASSWORD } },
    },
  });
  const body = (await answer.json()) as { data?: { login: { userErrors: Array<{ code: string }> } } };
  if (!answer.ok() || !body.data || body.data.login.userErrors.length > 0) {
    throw new Error(`browser sign-in failed: HTTP ${answer.status()} ${JSON.stringify(body)}`);
  }
}
