import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import type { TestBrowser } from '../../testing/browser.ts';

// Texts, the welcome message, the legal terms and the account example image are the same for every
// viewer, so the shared cache (SETTINGS_CACHE_TTL_SECONDS) keeps them like the settings (docs/architecture.md §3).

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** The persisted id the client sends for a route query (read from its generated Relay artifact). */
function documentIdOf(route: string, name: string): string {
  const artifact = readFileSync(join(root, 'client', 'src', 'routes', route, '__generated__', `${name}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  if (id === undefined) throw new Error(`no persisted id in ${name}`);
  return id;
}

const LOGIN_SCREEN = documentIdOf('auth', 'LoginScreenQuery');
const APP_SHELL = documentIdOf('shell', 'AppShellQuery');
const VIEWER_INDEPENDENT = [
  '/utility/getmessages',
  '/utility/getportalwelcomemessage',
  '/utility/getaccountexampleimage',
  '/utility/getportallicenceagreement',
  '/utility/getportallicenceagreementhash',
  '/utility/isexistinglocalizedfile',
];

function inLanguage(browser: TestBrowser, language: string): TestBrowser {
  browser.cookies.set('lang', language);
  return browser;
}

async function send(harness: Harness, browser: TestBrowser, documentId: string) {
  harness.upstream.reset();
  const answer = await browser.send({ documentId });
  expect(answer.body.errors).toBeUndefined();
  return { data: answer.body.data, calls: harness.upstream.calls() };
}

describe('viewer-independent reads in the shared cache (60 s)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());

  it("answers a second visitor's login page from the cache, per language", async () => {
    const first = await send(harness, inLanguage(harness.browser(), 'en'), LOGIN_SCREEN);
    const second = await send(harness, inLanguage(harness.browser(), 'en'), LOGIN_SCREEN);
    const greek = await send(harness, inLanguage(harness.browser(), 'el'), LOGIN_SCREEN);

    expect(first.calls).toEqual(expect.arrayContaining(VIEWER_INDEPENDENT.slice(0, 5)));
    expect(second.calls).toEqual([]);
    expect(second.data).toEqual(first.data);
    // Another language is other texts: read once for it, one call per kind.
    expect(greek.calls.filter((call) => call === '/utility/getmessages')).toHaveLength(1);
    expect(greek.data).not.toEqual(first.data);
  });

  it("makes only the viewer's own profile call for a second customer's shell", async () => {
    const maria = inLanguage(await harness.signedIn(DEMO_LOGINS.maria), 'en');
    const mobile = inLanguage(await harness.signedIn(DEMO_LOGINS.mobile), 'en');
    const first = await send(harness, maria, APP_SHELL);
    const second = await send(harness, mobile, APP_SHELL);

    expect(first.calls).toEqual(expect.arrayContaining(['/utility/getmessages', '/utility/isexistinglocalizedfile', '/account/getprofiledetails']));
    expect(second.calls).toEqual(['/account/getprofiledetails']);
    const user = (data: typeof first.data) => (data?.['viewer'] as { user: { name: string } }).user.name;
    expect(user(second.data)).not.toEqual(user(first.data));
    expect(second.data?.['helpVideos']).toEqual(first.data?.['helpVideos']);
  });

  it('shares texts by id between id sets, asking the utility only for the ids it has not read', async () => {
    const browser = inLanguage(harness.browser(), 'ru');
    harness.upstream.reset();
    const a = await browser.graphql('{ texts(ids: [3, 39]) { textId text } }');
    const b = await browser.graphql('{ texts(ids: [39, 49]) { textId text } }');
    expect(harness.upstream.count('/Utility/GetMessages')).toBe(2);
    const c = await browser.graphql('{ texts(ids: [3, 49]) { textId text } x: texts(ids: [39]) { text } }');
    expect(harness.upstream.count('/Utility/GetMessages')).toBe(2);

    const text = (answer: typeof a, index: number) => (answer.body.data?.['texts'] as Array<{ text: string }>)[index]?.text;
    expect(text(c, 0)).toBe(text(a, 0));
    expect(text(c, 1)).toBe(text(b, 1));
    expect(c.body.data?.['x']).toEqual([{ text: text(a, 1) }]);
    expect(text(a, 0)).toMatch(/\S/);
  });
});

describe('viewer-independent reads with the cache off (TTL 0)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  });
  afterAll(() => harness.close());

  it('reads them for every request, the texts still in one call per request', async () => {
    const first = await send(harness, inLanguage(harness.browser(), 'en'), LOGIN_SCREEN);
    const second = await send(harness, inLanguage(harness.browser(), 'en'), LOGIN_SCREEN);

    for (const { calls } of [first, second]) {
      for (const path of VIEWER_INDEPENDENT.slice(0, 5)) expect(calls.filter((call) => call === path), path).toHaveLength(1);
    }
    expect(second.data).toEqual(first.data);
  });
});
