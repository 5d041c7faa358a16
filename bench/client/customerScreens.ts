import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import type { CountingProxy } from '../../gateway/src/testing/countingProxy.ts';
import { upstreamCookieFor } from '../support/graphql.ts';
import { send } from '../support/http.ts';
import { freshContext, signInCustomer } from './browser.ts';

/**
 * Issue "Performance, in a benchmark": every customer screen, loaded in Chromium as maria@demo.test,
 * with the GraphQL requests the browser sent and the upstream calls the gateway made for them, beside the
 * calls the spec's original portal made for the same screen (derivation in bench/README.md).
 */

/** The original shell's calls on every page load (`000 §2` shell, `§7`): settings, profile, unread count, help. */
export const ORIGINAL_SHELL_CALLS = [
  '/Utility/GetOrganisationSettings',
  '/Utility/GetSettings',
  '/account/GetProfileStatus',
  '/account/GetProfileDetails',
  '/ApplicationMessage/GetUnreadItemsCount',
  '/Utility/GetMessage (51 help videos)',
  '/Utility/IsExistingLocalizedFile (app guide)',
  '/Utility/IsExistingLocalizedFile (map guide)',
];

interface Screen {
  path: string;
  /** The screen's own calls in the original portal: one per list or detail it shows (texts one call each). */
  original: string[];
}

/** maria has three accounts: the original read each account's property with its own call. */
const MARIA_ACCOUNTS = 3;

const SCREENS: Screen[] = [
  {
    path: '/userHome',
    original: ['/Account/GetItems', '/Account/GetItem', '/Account/GetBalance', '/Bill/GetItems', '/MeterReading/GetItems', '/MeterReading/GetConsumption', '/ApplicationMessage/GetUnreadItems'],
  },
  { path: '/account', original: ['/Account/GetItems', ...Array.from({ length: MARIA_ACCOUNTS }, () => '/Property/GetItem')] },
  { path: '/financial', original: ['/Account/GetItem', '/Account/GetBalance', '/Bill/GetItems', '/Statement/GetTransactions', '/Payment/GetItems'] },
  { path: '/app/readings', original: ['/Account/GetItem', '/Meter/GetItems', '/MeterReading/GetItems', '/MeterReading/GetConsumption'] },
  { path: '/app/0/0', original: ['/Application/GetItems'] },
  { path: '/emails', original: ['/Email/GetItems'] },
  { path: '/attachments', original: ['/ApplicationAttachment/GetItems'] },
  { path: '/contactUs', original: ['/Account/GetItems'] },
  { path: '/dashscreen', original: ['/Account/GetItem', '/MeterReading/GetConsumption', '/Bill/GetItems', '/Payment/GetItems'] },
];

/** The application detail screen's own calls: the application, its messages and its attachments. */
const APPLICATION_CALLS = ['/Application/GetItem', '/ApplicationMessage/GetItems', '/ApplicationAttachment/GetItems'];

export interface ScreenCalls {
  path: string;
  /** Cold load (a new tab on the address): the shell's query and the screen's. */
  cold: { graphqlRequests: number; operations: string[]; upstreamCalls: number; upstreamPaths: string[] };
  /** In-app navigation from another screen (the menu link): only the screen's own query. */
  navigation: { graphqlRequests: number; operations: string[]; upstreamCalls: number; upstreamPaths: string[] } | null;
  original: { calls: number; shellCalls: number; screenCalls: string[] };
}

const OPERATION_NAME = /^(?:query|mutation|subscription)\s+(\w+)/;

/** Persisted document ids to operation names, so the report names what the browser asked for. */
function operationNames(): Map<string, string> {
  const documents = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'persisted-documents.json'), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(documents).map(([id, text]) => [id, OPERATION_NAME.exec(text)?.[1] ?? id]));
}

function graphqlOperation(request: Request, names: Map<string, string>): string | undefined {
  if (new URL(request.url()).pathname !== '/graphql') return undefined;
  // The unread-count subscription is a long-lived stream, not a screen's data.
  if ((request.headers().accept ?? '').includes('text/event-stream')) return undefined;
  const body = request.postData();
  if (!body) return 'GET';
  try {
    const parsed = JSON.parse(body) as { documentId?: string; query?: string };
    return parsed.documentId ? (names.get(parsed.documentId) ?? parsed.documentId) : (OPERATION_NAME.exec(parsed.query ?? '')?.[1] ?? 'anonymous');
  } catch {
    return 'multipart';
  }
}

/** Waits for the screen's heading and lets late requests arrive (an open event stream never lets the network idle). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(750);
}

/** The first application of maria, to open /app/{type}/{id} (the original's path parameters, `002 §2`). */
async function firstApplicationPath(apiUrl: string): Promise<string | undefined> {
  const cookie = await upstreamCookieFor(apiUrl, 'customer');
  const answer = await send(`${apiUrl}/Application/GetItems`, { headers: { cookie }, json: { Options: { PageSize: 1, Page: 1 } } });
  const item = (JSON.parse(answer.body) as { items?: Array<{ applicationType?: number; portalApplicationId?: number }> }).items?.[0];
  return item?.applicationType === undefined || item.portalApplicationId === undefined
    ? undefined
    : `/app/${item.applicationType}/${item.portalApplicationId}`;
}

/** The bench: every customer screen cold and by navigation, counted at the browser and before the utility API. */
export async function measureCustomerScreens(browser: Browser, gatewayUrl: string, apiUrl: string, counting: CountingProxy): Promise<ScreenCalls[]> {
  const names = operationNames();
  const screens = [...SCREENS];
  const application = await firstApplicationPath(apiUrl).catch(() => undefined);
  if (application) screens.splice(5, 0, { path: application, original: APPLICATION_CALLS });

  const context = await freshContext(browser, gatewayUrl);
  await signInCustomer(context);
  const page = await context.newPage();
  let operations: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlOperation(request, names);
    if (operation) operations.push(operation);
  });
  const results: ScreenCalls[] = [];
  try {
    for (const screen of screens) {
      // Cold: a fresh document, as when the address is typed or bookmarked.
      await page.goto('/contactUs' === screen.path ? '/userHome' : '/contactUs');
      await settle(page);
      operations = [];
      counting.reset();
      await page.goto(screen.path);
      await settle(page);
      const cold = { graphqlRequests: operations.length, operations: [...operations], upstreamCalls: counting.calls().length, upstreamPaths: counting.calls() };

      // Navigation: from another screen through the menu, the way customers move around the portal.
      let navigation: ScreenCalls['navigation'] = null;
      const link = page.locator(`nav a[href="${screen.path}"]`).first();
      await page.goto(screen.path === '/userHome' ? '/contactUs' : '/userHome');
      await settle(page);
      if ((await link.count()) > 0) {
        await page.waitForTimeout(250);
        operations = [];
        counting.reset();
        await link.click();
        await page.waitForURL((url) => url.pathname === screen.path);
        await settle(page);
        navigation = { graphqlRequests: operations.length, operations: [...operations], upstreamCalls: counting.calls().length, upstreamPaths: counting.calls() };
      }
      results.push({
        path: screen.path,
        cold,
        navigation,
        original: { calls: ORIGINAL_SHELL_CALLS.length + screen.original.length, shellCalls: ORIGINAL_SHELL_CALLS.length, screenCalls: screen.original },
      });
    }
  } finally {
    await context.close();
  }
  return results;
}

/** The table bench/README.md shows, printed after the run. */
export function customerScreensTable(results: readonly ScreenCalls[]): string {
  const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [
    row(['screen', 'GraphQL requests (cold)', 'upstream calls (cold)', 'GraphQL requests (menu)', 'upstream calls (menu)', 'original calls (shell + screen)']),
    row(['---', '---', '---', '---', '---', '---']),
    ...results.map((r) =>
      row([
        r.path,
        `${r.cold.graphqlRequests} (${r.cold.operations.join(', ')})`,
        r.cold.upstreamCalls,
        r.navigation ? `${r.navigation.graphqlRequests} (${r.navigation.operations.join(', ')})` : '—',
        r.navigation ? r.navigation.upstreamCalls : '—',
        `${r.original.calls} (${r.original.shellCalls} + ${r.original.screenCalls.length})`,
      ]),
    ),
  ].join('\n');
}
