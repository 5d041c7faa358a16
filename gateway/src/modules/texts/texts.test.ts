import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { upstreamPost } from '../../testing/upstreamDirect.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function upstreamTexts(ids: number[], language: string): Promise<Map<number, string | null>> {
  const answer = await upstreamPost<{ items: Array<{ textId: number; text: string | null }> }>(
    harness.apiUrl,
    '/Utility/GetMessages',
    { Lang: language, TextIds: ids },
    language,
  );
  return new Map(answer.items.map((item) => [item.textId, item.text]));
}

const LOGIN_PAGE_TEXTS = /* GraphQL */ `
  query LoginPageTexts {
    texts(ids: [3, 39, 49]) { textId text }
    b: texts(ids: [55, 58]) { textId text }
    welcomeMessage
  }
`;

describe('texts', () => {
  it('fetches every text id of an operation in one upstream call, in the cookie language', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');
    harness.upstream.reset();

    const answer = await browser.graphql(LOGIN_PAGE_TEXTS);

    const english = await upstreamTexts([3, 39, 49, 55, 58], 'en');
    const welcome = await upstreamPost<{ settings: { message: string } }>(
      harness.apiUrl,
      '/Utility/GetPortalWelcomeMessage',
      { Value: 'en' },
      'en',
    );
    expect(answer.body).toEqual({
      data: {
        texts: [3, 39, 49].map((id) => ({ textId: id, text: english.get(id) })),
        b: [55, 58].map((id) => ({ textId: id, text: english.get(id) })),
        welcomeMessage: welcome.settings.message,
      },
    });
    expect(english.get(3)).toMatch(/account/i);
    expect(harness.upstream.count('/Utility/GetMessages')).toBe(1);
    expect(harness.upstream.count('/Utility/GetPortalWelcomeMessage')).toBe(1);
  });

  it('answers in the Accept-Language of the request, and in Greek by default', async () => {
    const russian = await harness.browser({ 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' }).graphql('{ texts(ids: [3]) { text } }');
    const greek = await harness.browser().graphql('{ texts(ids: [3]) { text } }');

    expect(russian.body).toEqual({ data: { texts: [{ text: (await upstreamTexts([3], 'ru')).get(3) }] } });
    expect(greek.body).toEqual({ data: { texts: [{ text: (await upstreamTexts([3], 'el')).get(3) }] } });
    expect(russian.body).not.toEqual(greek.body);
  });

  it('answers null for ids the utility does not know', async () => {
    const answer = await harness.browser().graphql('{ texts(ids: [999999]) { textId text } }');
    expect(answer.body).toEqual({ data: { texts: [{ textId: 999999, text: null }] } });
  });

  it('tells whether guides exist and where to download them', async () => {
    const answer = await harness.browser().graphql(`{
      app: localizedFile(kind: APP_GUIDE) { kind exists downloadUrl }
      accountExampleImage
    }`);
    expect(answer.body.data?.['app']).toEqual({ kind: 'APP_GUIDE', exists: true, downloadUrl: '/files/localized/app-guide' });
    expect(answer.body.data?.['accountExampleImage']).toMatch(/^data:image\//);
  });

  it('outlines the invoice number when the e-bill screens ask for it, the account number otherwise', async () => {
    const answer = await harness.browser().graphql('{ account: accountExampleImage invoice: accountExampleImage(highlight: INVOICE_NUMBER) }');
    const data = answer.body.data as { account: string; invoice: string };
    const svg = (url: string) => Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    const outlined = (url: string) => /stroke="#F5A623"[^>]*\/>\n<text[^>]*>(\d+)<\/text>/.exec(svg(url))?.[1];
    expect(outlined(data.account)).toBe('10000052');
    expect(outlined(data.invoice)).toMatch(/^\d{15}$/);
  });

  it('asks the utility whether a guide exists once per language while the settings are cached', async () => {
    harness.upstream.reset();
    const query = '{ localizedFile(kind: MAP_GUIDE) { exists } }';
    const greek = harness.browser();
    greek.cookies.set('lang', 'el');
    const english = harness.browser();
    english.cookies.set('lang', 'en');
    const answers = [];
    for (const browser of [greek, greek, english, english]) answers.push((await browser.graphql(query)).body.data);
    // The seed has no map guide (the missing-file warning of 000 §2): every answer says so.
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ localizedFile: { exists: false } })));
    expect(harness.upstream.count('/Utility/IsExistingLocalizedFile')).toBe(2);
  });
});
