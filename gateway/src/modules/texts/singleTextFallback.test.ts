import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../server.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { startForwardingProxy, type ForwardingProxy } from '../../testing/forwardingProxy.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { upstreamPost } from '../../testing/upstreamDirect.ts';

/** A utility backend written from the specification alone: `/Utility/GetMessage`, no `/Utility/GetMessages`. */
let harness: Harness;
let withoutPlural: ForwardingProxy;
let gateway: Gateway;
let pluralTries = 0;

beforeAll(async () => {
  harness = await startHarness();
  withoutPlural = await startForwardingProxy(harness.upstream.url, {
    answer: (req) => {
      if (!/^\/utility\/getmessages$/i.test(new URL(req.url ?? '/', 'http://proxy.invalid').pathname)) return undefined;
      pluralTries += 1;
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Route POST:${req.url} not found` } };
    },
  });
  gateway = createGateway({ ...harness.config, utilityApiUrl: withoutPlural.url });
});
afterAll(async () => {
  await gateway.close();
  await withoutPlural.close();
  await harness.close();
});

async function upstreamText(id: number, language: string): Promise<string | null> {
  const answer = await upstreamPost<{ settings: { text: string | null } }>(harness.apiUrl, '/Utility/GetMessage', { Lang: language, TextId: id }, language);
  return answer.settings.text;
}

describe('texts from a utility backend without /Utility/GetMessages', () => {
  it('reads each text with /Utility/GetMessage, and stops trying the missing call', async () => {
    const browser = new TestBrowser(gateway.yoga, { 'accept-language': 'el' });
    harness.upstream.reset();

    const login = await browser.graphql('{ texts(ids: [3, 47, 48, 999999]) { textId text } }');

    expect(login.body).toEqual({
      data: {
        texts: [
          { textId: 3, text: await upstreamText(3, 'el') },
          { textId: 47, text: await upstreamText(47, 'el') },
          { textId: 48, text: await upstreamText(48, 'el') },
          { textId: 999999, text: null },
        ],
      },
    });
    expect(login.body.data?.['texts']).toContainEqual({ textId: 47, text: 'Επιστροφή στην ιστοσελίδα του Συμβουλίου' });
    expect(harness.upstream.count('/Utility/GetMessage')).toBe(4);
    expect(pluralTries).toBe(1);

    const registration = await browser.graphql('{ texts(ids: [56, 60]) { textId text } }');
    expect(registration.body.data?.['texts']).toEqual([
      { textId: 56, text: await upstreamText(56, 'el') },
      { textId: 60, text: await upstreamText(60, 'el') },
    ]);
    expect(pluralTries).toBe(1);
  });
});
