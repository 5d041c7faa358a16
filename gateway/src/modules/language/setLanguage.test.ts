import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { upstreamPost } from '../../testing/upstreamDirect.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const SET_LANGUAGE = /* GraphQL */ `
  mutation SetLanguage($code: String!) {
    setLanguage(input: { languageCode: $code }) {
      userErrors { field code message }
      viewer { language isAuthenticated }
    }
  }
`;

async function upstreamText(id: number, language: string): Promise<string | null> {
  const answer = await upstreamPost<{ items: Array<{ text: string | null }> }>(
    harness.apiUrl,
    '/Utility/GetMessages',
    { Lang: language, TextIds: [id] },
    language,
  );
  return answer.items[0]?.text ?? null;
}

describe('setLanguage', () => {
  it('sets the lang cookie for a visitor, and the rest of the response is in the new language', async () => {
    const browser = harness.browser();
    harness.upstream.reset();

    const answer = await browser.graphql(`mutation {
      setLanguage(input: { languageCode: "ru" }) { userErrors { code } viewer { language } }
    }`);
    const next = await browser.graphql('{ viewer { language } texts(ids: [3]) { text } }');

    expect(answer.body).toEqual({ data: { setLanguage: { userErrors: [], viewer: { language: 'ru' } } } });
    expect(answer.setCookies).toEqual(['lang=ru; Path=/; SameSite=Lax; Max-Age=31536000']);
    // A visitor has no upstream session to store the language in.
    expect(harness.upstream.calls()).toEqual(['/utility/getmessages']);
    expect(next.body).toEqual({ data: { viewer: { language: 'ru' }, texts: [{ text: await upstreamText(3, 'ru') }] } });
  });

  it('stores the language upstream for a signed-in user', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    harness.upstream.reset();

    const answer = await maria.graphql(SET_LANGUAGE, { code: 'en' });

    expect(answer.body).toEqual({
      data: { setLanguage: { userErrors: [], viewer: { language: 'en', isAuthenticated: true } } },
    });
    expect(harness.upstream.calls()).toEqual(['/utility/setlanguage', '/account/getprofiledetails']);
    expect(maria.cookies.get('lang')).toBe('en');
  });

  it('refuses a language the portal does not offer, in the current language', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');

    const answer = await browser.graphql(SET_LANGUAGE, { code: 'fr' });

    expect(answer.body).toEqual({
      data: {
        setLanguage: {
          userErrors: [
            {
              field: 'languageCode',
              code: 'UNSUPPORTED_LANGUAGE',
              message: 'This language is not offered. Choose English, Greek, Russian or Arabic.',
            },
          ],
          viewer: { language: 'en', isAuthenticated: false },
        },
      },
    });
    expect(answer.setCookies).toEqual([]);
  });
});
