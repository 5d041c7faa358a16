import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { toGlobalId } from '../relay/globalId.ts';
import type { TestBrowser } from '../testing/browser.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../testing/harness.ts';
import { postGraphQL } from '../testing/httpClient.ts';
import { startWavesProxy, waves, type WavesProxy } from '../testing/wavesProxy.ts';

/*
 * When an operation's upstream reads start (docs/architecture.md §3, Request path): every upstream answer is
 * held back by the same delay, and the calls are grouped into the round trips the operation waited for
 * one after another. Caches are off, as on a cold start: every read the operation needs is made.
 */

const DELAY_MS = 150;
const root = join(import.meta.dirname, '..', '..', '..');
const documents = JSON.parse(readFileSync(join(root, 'persisted-documents.json'), 'utf8')) as Record<string, string>;

/** The text the client sends for a route query: the persisted document of its Relay artifact. */
function routeQuery(folder: string, name: string): string {
  const artifact = readFileSync(join(root, 'client', 'src', 'routes', folder, '__generated__', `${name}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact.slice(artifact.indexOf('"params"')))?.[1];
  const text = id === undefined ? undefined : documents[id];
  if (text === undefined) throw new Error(`no persisted document for ${name}`);
  return text;
}

const ACCOUNTS_SCREEN = routeQuery('account', 'AccountsScreenQuery');
const FINANCIAL_SCREEN = routeQuery('billing', 'FinancialScreenQuery');
const CUSTOMER_SCREEN = routeQuery('enquiry', 'CustomerScreenQuery');
const ENQUIRY_SEARCH = routeQuery('enquiry', 'EnquirySearchScreenQuery');
const CUSTOMER_1 = { customerId: toGlobalId('Customer', '1'), accountId: toGlobalId('Account', '1') };
const SEARCH = { filter: { serialNumber: '85-497546' }, hasFilter: true };

let harness: Harness;
let slow: WavesProxy;
let maria: TestBrowser;
let staff: TestBrowser;
let field: TestBrowser;

beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0, profileCacheTtlMs: 0 });
  slow = await startWavesProxy(harness.apiUrl, DELAY_MS);
  harness.upstream.retarget(slow.url);
  [maria, staff, field] = await Promise.all([
    harness.signedIn(DEMO_LOGINS.maria),
    harness.signedIn(DEMO_LOGINS.staff),
    harness.signedIn(DEMO_LOGINS.field),
  ]);
});

afterAll(async () => {
  await harness?.close();
  await slow?.close();
});

async function run(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  slow.reset();
  harness.upstream.reset();
  const answer = await browser.graphql(query, variables);
  return { answer, waves: waves(slow.spans()), calls: harness.upstream.calls().sort() };
}

describe('reads start at the start of the operation', () => {
  it("the customer's accounts screen waits on two round trips: profile, settings and accounts together, then the properties", async () => {
    const { answer, waves: trips, calls } = await run(maria, ACCOUNTS_SCREEN);
    expect(answer.body.errors).toBeUndefined();
    expect(trips).toEqual([
      ['/account/getitems', '/account/getprofiledetails', '/utility/getorganisationsettings', '/utility/getsettings'],
      // The staff views of the account (audit) beside the properties: they need the viewer known.
      ['/customerview/getauditentries', '/property/getitems'],
    ]);
    // Nothing more than the operation reads anyway.
    expect(calls).toEqual(trips.flat().sort());
  });

  it("the financial screen reads the settings its amounts need beside the profile, not after the bills", async () => {
    const { answer, waves: trips, calls } = await run(maria, FINANCIAL_SCREEN, { from: '2025-01-01', to: '2026-12-31' });
    expect(answer.body.errors).toBeUndefined();
    expect(trips[0]).toContain('/utility/getsettings');
    expect(trips[0]).toContain('/account/getitems');
    expect(trips.length).toBeLessThanOrEqual(3);
    expect(calls.filter((call) => call === '/utility/getsettings')).toHaveLength(1);
  });

  it('decides per request from its variables, on the same document: a skipped viewer reads no profile', async () => {
    const query = /* GraphQL */ `
      query Skippable($skip: Boolean!) {
        texts(ids: [51]) { text }
        viewer @skip(if: $skip) { user { accounts(first: 1) @include(if: true) { totalCount } } }
      }
    `;
    const skipped = await run(maria, query, { skip: true });
    expect(skipped.calls).toEqual(['/utility/getmessages']);
    const shown = await run(maria, query, { skip: false });
    expect(shown.answer.body.errors).toBeUndefined();
    expect(shown.waves).toEqual([['/account/getitems', '/account/getprofiledetails', '/utility/getmessages']]);
  });

  it('Apollo Server on the same schema starts them as early', async () => {
    const apollo = await startApolloGateway({ ...harness.config, port: 0 });
    try {
      const login = await postGraphQL(apollo.url, LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true } });
      const token = (login.body.data?.['login'] as { token: string }).token;
      slow.reset();
      const answer = await postGraphQL(apollo.url, ACCOUNTS_SCREEN, {}, { authorization: `Bearer ${token}` });
      expect(answer.body.errors).toBeUndefined();
      expect(waves(slow.spans())).toEqual([
        ['/account/getitems', '/account/getprofiledetails', '/utility/getorganisationsettings', '/utility/getsettings'],
        ['/customerview/getauditentries', '/property/getitems'],
      ]);
    } finally {
      await apollo.close();
    }
  });

  it('a visitor starts no read of a viewer: the accounts screen reads the settings only', async () => {
    const { calls } = await run(harness.browser(), ACCOUNTS_SCREEN);
    expect(calls).toEqual(['/utility/getorganisationsettings', '/utility/getsettings']);
  });

  it('an employee with no accounts reads no settings for amounts the screen would show for a customer', async () => {
    const { calls } = await run(staff, FINANCIAL_SCREEN, { from: '2025-01-01', to: '2026-12-31' });
    expect(calls).not.toContain('/utility/getsettings');
  });
});

describe('employee reads beside the guard', () => {
  it("an employee's customer enquiry reads the profile and the customer in one round trip", async () => {
    const { answer, waves: trips } = await run(staff, CUSTOMER_SCREEN, CUSTOMER_1);
    expect(answer.body.errors).toBeUndefined();
    expect(trips[0]).toEqual(expect.arrayContaining(['/account/getprofiledetails', '/customer/getitems']));
  });

  it("the enquiry search reads the profile and searches in one round trip", async () => {
    const { answer, waves: trips } = await run(staff, ENQUIRY_SEARCH, SEARCH);
    expect(answer.body.errors).toBeUndefined();
    expect(trips[0]).toEqual(expect.arrayContaining(['/account/getprofiledetails', '/enquiry/search']));
  });

  it('an employee without the enquiries still gets FORBIDDEN and nothing of what was read', async () => {
    const search = await run(field, ENQUIRY_SEARCH, SEARCH);
    expect(search.answer.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['FORBIDDEN']);
    expect(search.answer.body.errors?.[0]?.message).toBe('Your profile does not include this employee area.');
    expect(JSON.stringify(search.answer.body.data ?? null)).not.toContain('85-497546');
    const customer = await run(field, CUSTOMER_SCREEN, CUSTOMER_1);
    expect(customer.answer.body.data?.['customer']).toBeNull();
  });

  it('customers and visitors are refused before any read of the enquiries starts', async () => {
    for (const browser of [maria, harness.browser()]) {
      const { answer, calls } = await run(browser, ENQUIRY_SEARCH, SEARCH);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(calls).not.toContain('/enquiry/search');
      const customer = await run(browser, CUSTOMER_SCREEN, CUSTOMER_1);
      expect(customer.calls).not.toContain('/customer/getitems');
    }
  });
});
