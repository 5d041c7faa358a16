import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';

// A visitor's application (docs/applicationFamilies.md "Visitors") through the gateway, on the reference API
// with the utility's own families: the tanker entry permit is open to visitors, water extraction is not.

const KEY_BUDGET = 4;
const PORTAL = 'https://portal.example';
const ADDRESS = { street: 'Leoforos Spyrou Kyprianou 80', postcode: '6057', city: 'Larnaca' };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ authAttemptsPerAddress: 1000, authAttemptsPerIdentifier: KEY_BUDGET, publicUrl: PORTAL });
  await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
}, 60_000);
afterAll(() => harness.close());

const START_OTP = `mutation($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } userErrors { code } } }`;
const START = `mutation($input: StartVisitorApplicationInput!) { startVisitorApplication(input: $input) {
  application { portalApplicationId status familyDetails { stage editable family { code } } } userErrors { field code message } } }`;
const OPEN = `mutation($input: OpenVisitorApplicationInput!) { openVisitorApplication(input: $input) {
  application { portalApplicationId familyDetails { stage } } userErrors { field code message retryAfterSeconds } } }`;
const ACCESS = `{ viewer { visitorAccess { name email application { portalApplicationId } } } }`;
const SAVE = `mutation($input: SaveFamilyApplicationInput!) { saveFamilyApplication(input: $input) {
  application { portalApplicationId familyDetails { values { path value } } } userErrors { field code } } }`;

type Payload = { application: { portalApplicationId: number; familyDetails: { stage: string } } | null; userErrors: Array<{ field: string | null; code: string; message: string }> };

function visitor(): TestBrowser {
  return harness.browser({ 'accept-language': 'en' });
}

async function run<T>(browser: TestBrowser, query: string, name: string, input: object): Promise<T> {
  const answer = await browser.graphql(query, { input });
  if (answer.body.errors !== undefined) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.[name] as T;
}

async function proved(browser: TestBrowser, email: string): Promise<{ token: string; emailCode: string }> {
  const started = await run<{ session: { token: string } }>(browser, START_OTP, 'startOtpSession', { email });
  return { token: started.session.token, emailCode: (await outboxCode(harness.apiUrl, email)).code };
}

async function startTanker(browser: TestBrowser, email: string, extra: object = {}): Promise<Payload> {
  return run<Payload>(browser, START, 'startVisitorApplication', { familyCode: 'tankerEntryPermit', name: 'Nikos Tankerman', address: ADDRESS, ...(await proved(browser, email)), ...extra });
}

/** The newest link to a visitor's application mailed to `email`. */
async function mailedLink(email: string): Promise<string> {
  const response = await fetch(`${harness.apiUrl}/__dev/outbox?recipient=${encodeURIComponent(email)}`);
  const [newest] = (await response.json()) as Array<{ body: string }>;
  const link = /\S*\/visitorApplication\/\S+/.exec(newest?.body ?? '')?.[0];
  if (link === undefined) throw new Error(`no link in: ${newest?.body}`);
  return link;
}

const mailedKey = async (email: string): Promise<string> => (await mailedLink(email)).split('/').pop()!;

const open = (browser: TestBrowser, key: string) => run<Payload>(browser, OPEN, 'openVisitorApplication', { key });

describe('startVisitorApplication', () => {
  it('starts a draft for the proved e-mail; the viewer then holds it and only it', async () => {
    const browser = visitor();
    const started = await startTanker(browser, 'nikos@example.test');
    expect(started.userErrors).toEqual([]);
    expect(started.application).toMatchObject({ status: 'DRAFT', familyDetails: { stage: 'SAVED', editable: true, family: { code: 'tankerEntryPermit' } } });
    const id = started.application!.portalApplicationId;
    expect((await browser.graphql(ACCESS)).body.data).toEqual({ viewer: { visitorAccess: { name: 'Nikos Tankerman', email: 'nikos@example.test', application: { portalApplicationId: id } } } });
    const saved = await run<{ userErrors: unknown[] }>(browser, SAVE, 'saveFamilyApplication', {
      familyCode: 'tankerEntryPermit', portalApplicationId: id, values: [{ path: 'applicants.0.fullName', value: 'Nikos Tankerman' }],
    });
    expect(saved.userErrors).toEqual([]);
    const another = await browser.graphql(SAVE, { input: { familyCode: 'tankerEntryPermit', values: [] } });
    expect(another.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // The mailed link is written on PUBLIC_URL.
    expect(await mailedLink('nikos@example.test')).toMatch(new RegExp(`^${PORTAL}/visitorApplication/${id}-[\\w-]{43}$`));
  });

  it('refuses a family open to customers only, a wrong code and a second draft from one verification', async () => {
    const browser = visitor();
    const session = await proved(browser, 'refused@example.test');
    const base = { name: 'Refused Visitor', address: ADDRESS, ...session };
    expect(await run<Payload>(browser, START, 'startVisitorApplication', { ...base, familyCode: 'waterExtraction' })).toMatchObject({
      application: null, userErrors: [{ field: 'familyCode', code: 'NOT_FOUND' }],
    });
    const wrong = session.emailCode === '000000' ? '111111' : '000000';
    expect(await run<Payload>(browser, START, 'startVisitorApplication', { ...base, familyCode: 'tankerEntryPermit', emailCode: wrong })).toMatchObject({
      application: null, userErrors: [{ code: 'OTP_INVALID' }],
    });
    expect((await run<Payload>(browser, START, 'startVisitorApplication', { ...base, familyCode: 'tankerEntryPermit' })).userErrors).toEqual([]);
    expect(await run<Payload>(browser, START, 'startVisitorApplication', { ...base, familyCode: 'tankerEntryPermit' })).toMatchObject({
      application: null, userErrors: [{ field: 'token', code: 'SESSION_USED' }],
    });
    expect((await browser.graphql(ACCESS)).body.data).toMatchObject({ viewer: { visitorAccess: { name: 'Refused Visitor' } } });
  });

  it('needs the visitor\'s postal address, each part by the rules of an address field, before the codes are spent', async () => {
    const browser = harness.browser({ 'accept-language': 'el' });
    const session = await proved(browser, 'address@example.test');
    const base = { familyCode: 'tankerEntryPermit', name: 'Eleni Odos', ...session };
    expect((await run<Payload>(browser, START, 'startVisitorApplication', base)).userErrors).toEqual(
      ['street', 'postcode', 'city'].map((part) => ({ field: `address.${part}`, code: 'MANDATORY_FIELD', message: 'Υποχρεωτικό πεδίο' })),
    );
    const malformed = { street: 'Οδός Ερμού 5', postcode: '60577', city: 'x'.repeat(201) };
    expect((await run<Payload>(browser, START, 'startVisitorApplication', { ...base, address: malformed })).userErrors).toEqual([
      { field: 'address.postcode', code: 'INVALID_INPUT', message: expect.stringContaining('4') },
      { field: 'address.city', code: 'TOO_LONG', message: expect.stringContaining('200') },
    ]);
    // The codes were not spent: the same session starts the draft once the address is right.
    const started = await run<Payload>(browser, START, 'startVisitorApplication', { ...base, address: { ...malformed, postcode: '6057', city: 'Λάρνακα' } });
    expect(started.userErrors).toEqual([]);
    expect(started.application).not.toBeNull();
  });

  it('reaches the customer-service queue under the visitor\'s name, marked as from a visitor', async () => {
    const { application } = await startTanker(visitor(), 'queued@example.test');
    const staff = visitor();
    await staff.graphql(LOGIN, { input: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD } });
    const queue = await staff.graphql(
      `{ workQueue(kind: CUSTOMER_SERVICE, first: 100) { edges { node { portalApplicationId customerName fromVisitor } } } }`,
    );
    const rows = (queue.body.data as { workQueue: { edges: Array<{ node: { portalApplicationId: number; customerName: string; fromVisitor: boolean } }> } }).workQueue.edges.map((edge) => edge.node);
    expect(rows.find((row) => row.portalApplicationId === application!.portalApplicationId)).toEqual({
      portalApplicationId: application!.portalApplicationId, customerName: 'Nikos Tankerman', fromVisitor: true,
    });
    expect(rows.filter((row) => !row.fromVisitor).length).toBeGreaterThan(0);
  });
});


describe('openVisitorApplication', () => {
  it('opens the application of a mailed key from another browser, and no other', async () => {
    const email = 'resume@example.test';
    const { application } = await startTanker(visitor(), email);
    const key = await mailedKey(email);
    expect(key.startsWith(`${application!.portalApplicationId}-`)).toBe(true);
    const other = visitor();
    expect(await open(other, key)).toMatchObject({ application: { portalApplicationId: application!.portalApplicationId, familyDetails: { stage: 'SAVED' } }, userErrors: [] });
    const theirs = await startTanker(visitor(), 'theirs@example.test');
    const theirKey = await mailedKey('theirs@example.test');
    const stranger = visitor();
    // Another visitor's secret under this application's id opens nothing.
    const forged = `${application!.portalApplicationId}-${theirKey.slice(theirKey.indexOf('-') + 1)}`;
    expect(await open(stranger, forged)).toMatchObject({ application: null, userErrors: [{ field: 'key', code: 'NOT_FOUND' }] });
    expect((await stranger.graphql(ACCESS)).body.data).toEqual({ viewer: { visitorAccess: null } });
    expect((await open(stranger, theirKey)).application?.portalApplicationId).toBe(theirs.application!.portalApplicationId);
  });

  it('limits failed keys per application a key names; keys that open give their count back', async () => {
    const email = 'budget@example.test';
    const { application } = await startTanker(visitor(), email);
    const key = await mailedKey(email);
    const wrongKey = `${application!.portalApplicationId}-${'A'.repeat(43)}`;
    const browser = visitor();
    // Many successes do not spend the failure budget…
    for (let attempt = 0; attempt < KEY_BUDGET + 2; attempt += 1) expect((await open(browser, key)).userErrors).toEqual([]);
    for (let attempt = 0; attempt < KEY_BUDGET; attempt += 1) expect((await open(browser, wrongKey)).userErrors[0]?.code).toBe('NOT_FOUND');
    // …failures do: then even the right key waits, until the window passes.
    expect(await open(browser, key)).toMatchObject({ application: null, userErrors: [{ field: 'key', code: 'RATE_LIMITED' }] });
    // Another application's keys keep their own budget.
    await startTanker(visitor(), 'budget.other@example.test');
    expect((await open(browser, await mailedKey('budget.other@example.test'))).userErrors).toEqual([]);
  });

  it('limits failed keys per client address, whatever application they name; the window passes on the clock', async () => {
    let now = Date.now();
    const own = await startHarness({ authAttemptsPerAddress: 3, authAttemptsPerIdentifier: 100, publicUrl: PORTAL }, { now: () => now });
    try {
      const browser = own.browser({ 'accept-language': 'en' });
      const guesses = ['1-' + 'A'.repeat(43), '2-' + 'B'.repeat(43), 'no key at all'];
      for (const key of guesses) expect((await run<Payload>(browser, OPEN, 'openVisitorApplication', { key })).userErrors[0]?.code).toBe('NOT_FOUND');
      const limited = await run<{ userErrors: Array<{ code: string; retryAfterSeconds: number }> }>(browser, OPEN, 'openVisitorApplication', { key: '3-' + 'C'.repeat(43) });
      expect(limited.userErrors).toMatchObject([{ code: 'RATE_LIMITED', retryAfterSeconds: 900 }]);
      now += 15 * 60 * 1000;
      expect((await run<Payload>(browser, OPEN, 'openVisitorApplication', { key: '3-' + 'C'.repeat(43) })).userErrors[0]?.code).toBe('NOT_FOUND');
    } finally {
      await own.close();
    }
  });

  it('answers DRAFT_EXPIRED for a draft left 30 days, without spending the budget', async () => {
    const email = 'expired@example.test';
    await startTanker(visitor(), email);
    const key = await mailedKey(email);
    try {
      // Only the date moves (the gateway's and the utility API's), not the timers the servers run on.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
      for (let attempt = 0; attempt <= KEY_BUDGET; attempt += 1) {
        expect(await open(visitor(), key)).toMatchObject({
          application: null,
          userErrors: [{ field: 'key', code: 'DRAFT_EXPIRED', message: 'This draft was not changed for 30 days and has expired. Please start a new application.' }],
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
