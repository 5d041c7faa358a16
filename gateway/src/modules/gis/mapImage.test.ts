import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';
import { signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';
import { getMapUrl } from './mapImage.ts';

const IMAGE = 'query ($layer: GisImageLayer!, $bbox: [Float!]!, $width: Int!, $height: Int!) { gisMapImage(layer: $layer, bbox: $bbox, width: $width, height: $height) }';
const SAVE_SETTINGS = 'mutation ($input: SaveGisSettingsInput!) { saveGisSettings(input: $input) { userErrors { field } } }';
const BBOX = [3600000, 4100000, 3800000, 4200000];
/** The route of the test's image, without the settings digest `v` the field adds (the route ignores it). */
const ROUTE = '/files/map-image/BACKGROUND?bbox=3600000%2C4100000%2C3800000%2C4200000&width=32&height=16';
const FIELD_URL = /^\/files\/map-image\/BACKGROUND\?bbox=3600000%2C4100000%2C3800000%2C4200000&width=32&height=16&v=[\w-]{12}$/;

let served: ServedHarness;
let harness: Harness;
let staff: HttpBrowser;
let field: HttpBrowser;
/** A map server of the test's own: each request is answered by `answer`. */
let answer: (res: ServerResponse) => void = (res) => res.end();
let fakeServer: ReturnType<typeof createServer>;
let fakeUrl: string;

beforeAll(async () => {
  served = await startServedHarness();
  harness = served.harness;
  [staff, field] = await Promise.all([signedInOverHttp(served.running.url, DEMO_LOGINS.staff), signedInOverHttp(served.running.url, DEMO_LOGINS.field)]);
  fakeServer = createServer((_, res) => answer(res));
  await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}/wms`;
});
afterAll(async () => {
  fakeServer.closeAllConnections();
  await new Promise((resolve) => fakeServer.close(resolve));
  await served.close();
});

async function configure(serverUrl: string, backgroundLayer = 'background', elementLayerName: string | null = null): Promise<void> {
  const saved = await staff.graphql(SAVE_SETTINGS, { input: { serverType: 'WMS', serverUrl, workspace: 'portal', backgroundLayer, elementLayerName } });
  expect(saved.data).toEqual({ saveGisSettings: { userErrors: [] } });
}

const imageUrl = async (browser: HttpBrowser, layer = 'BACKGROUND') => (await browser.graphql(IMAGE, { layer, bbox: BBOX, width: 32, height: 16 })).data?.['gisMapImage'] as string | null;
const codeOf = (answer: object) => (answer as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code;
const errorOf = async (response: Response) => ({ status: response.status, error: ((await response.json()) as { error: string }).error });

describe('gisMapImage and /files/map-image', () => {
  it('answers the route of a configured layer, whose image is the map server\'s, kept by the browser five minutes', async () => {
    expect(await imageUrl(field)).toBeNull();
    expect(await errorOf(await field.get(ROUTE))).toEqual({ status: 404, error: 'NOT_FOUND' });
    await configure(`${harness.apiUrl}/Gis/Wms`);
    const url = await imageUrl(field);
    expect(url).toMatch(FIELD_URL);
    const image = await field.get(url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, max-age=300');
    const bytes = Buffer.from(await image.arrayBuffer());
    const wms = Buffer.from(await (await fetch(getMapUrl(`${harness.apiUrl}/Gis/Wms`, 'background', 'portal', BBOX, 32, 16))).arrayBuffer());
    expect(bytes.equals(wms)).toBe(true);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([32, 16]);
    expect(await imageUrl(staff)).toBe(url);
    expect((await field.get(ROUTE)).status).toBe(200);
    // No element layer is configured: no URL, and its route has no image.
    expect(await imageUrl(field, 'ELEMENTS')).toBeNull();
    expect((await field.get(ROUTE.replace('BACKGROUND', 'ELEMENTS'))).status).toBe(404);
  });

  it('draws the background for a customer and a visitor\'s application, never the element layer; refuses the signed-out', async () => {
    await configure(`${harness.apiUrl}/Gis/Wms`, 'background', 'elements');
    expect(await errorOf(await fetch(`${served.running.url}${ROUTE}`))).toEqual({ status: 401, error: 'UNAUTHENTICATED' });
    const maria = await signedInOverHttp(served.running.url, DEMO_LOGINS.maria);
    const url = await imageUrl(maria);
    expect(url).toMatch(FIELD_URL);
    const image = await maria.get(url ?? '');
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(await errorOf(await maria.get(ROUTE.replace('BACKGROUND', 'ELEMENTS')))).toEqual({ status: 403, error: 'FORBIDDEN' });
    expect(codeOf(await maria.graphql(IMAGE, { layer: 'ELEMENTS', bbox: BBOX, width: 32, height: 16 }))).toBe('FORBIDDEN');
    // Its caps hold for the customer too.
    expect(codeOf(await maria.graphql(IMAGE, { layer: 'BACKGROUND', bbox: BBOX, width: 32, height: 2049 }))).toBe('BAD_USER_INPUT');

    const visitor = harness.browser({ 'accept-language': 'en' });
    const otp = await visitor.graphql('mutation ($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } } }', { input: { email: 'map.visitor@example.test' } });
    const token = (otp.body.data as { startOtpSession: { session: { token: string } } }).startOtpSession.session.token;
    const { code } = await outboxCode(harness.apiUrl, 'map.visitor@example.test');
    const started = await visitor.graphql('mutation ($input: StartVisitorApplicationInput!) { startVisitorApplication(input: $input) { userErrors { code } } }', {
      input: { familyCode: 'tankerEntryPermit', name: 'Map Visitor', address: { street: 'Odos Ermou 5', postcode: '6021', city: 'Larnaca' }, token, emailCode: code },
    });
    expect(started.body.data).toEqual({ startVisitorApplication: { userErrors: [] } });
    const forVisitor = (layer: string) => visitor.graphql(IMAGE, { layer, bbox: BBOX, width: 32, height: 16 });
    expect((await forVisitor('BACKGROUND')).body.data).toEqual({ gisMapImage: url });
    expect((await forVisitor('ELEMENTS')).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('refuses arguments the field refuses', async () => {
    await configure(`${harness.apiUrl}/Gis/Wms`);
    const bad = [
      ['bbox=3800000,4100000,3600000,4200000&width=32&height=16', { bbox: [3800000, 4100000, 3600000, 4200000], width: 32, height: 16 }],
      ['bbox=3600000,4100000,3800000&width=32&height=16', { bbox: [3600000, 4100000, 3800000], width: 32, height: 16 }],
      ['bbox=3600000,4100000,3800000,4200000&width=0&height=16', { bbox: BBOX, width: 0, height: 16 }],
      ['bbox=3600000,4100000,3800000,4200000&width=32&height=2049', { bbox: BBOX, width: 32, height: 2049 }],
      ['bbox=3600000,4100000,3800000,4200000&width=32.5&height=16', null],
      ['bbox=3600000,,3800000,4200000&width=32&height=16', null],
      ['bbox=0x10,4100000,3800000,4200000&width=32&height=16', null],
      ['bbox=3600000,4100000,3800000,4200000&width=32', null],
    ] as const;
    for (const [query, args] of bad) {
      expect(await errorOf(await field.get(`/files/map-image/BACKGROUND?${query}`)), query).toEqual({ status: 400, error: 'BAD_USER_INPUT' });
      if (args !== null) {
        const refused = (await field.graphql(IMAGE, { layer: 'BACKGROUND', ...args })) as { errors?: Array<{ extensions?: { code?: string } }> };
        expect(refused.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
      }
    }
    expect((await field.get('/files/map-image/ROADS?bbox=3600000,4100000,3800000,4200000&width=32&height=16')).status).toBe(400);
  });

  it('answers 502 when the map server fails, answers no image, or is unreachable, and cuts off an image past 8 MB', async () => {
    await configure(`${harness.apiUrl}/Gis/Wms`);
    const before = await imageUrl(field);
    // A layer the reference WMS does not have: a service exception (XML, HTTP 400). The field still names the
    // route, under another `v`, so the browser does not draw the image it kept from the settings before.
    await configure(`${harness.apiUrl}/Gis/Wms`, 'roads');
    const after = await imageUrl(field);
    expect(after).toMatch(FIELD_URL);
    expect(after).not.toBe(before);
    expect(await errorOf(await field.get(after ?? ''))).toEqual({ status: 502, error: 'MAP_SERVER_FAILED' });
    await configure(fakeUrl);
    answer = (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>maintenance</p>');
    expect(await errorOf(await field.get(ROUTE))).toEqual({ status: 502, error: 'MAP_SERVER_FAILED' });
    answer = (res) => res.writeHead(500, { 'content-type': 'image/png' }).end();
    expect(await errorOf(await field.get(ROUTE))).toEqual({ status: 502, error: 'MAP_SERVER_FAILED' });
    answer = (res) => res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(9 * 1024 * 1024) }).end();
    expect(await errorOf(await field.get(ROUTE))).toEqual({ status: 502, error: 'MAP_SERVER_FAILED' });
    // No length announced: the image streams until it passes the limit, then the answer is cut off.
    const chunk = Buffer.alloc(1024 * 1024, 1);
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      for (let index = 0; index < 9; index += 1) res.write(chunk);
      res.end();
    };
    const cut = await field.get(ROUTE);
    expect(cut.status).toBe(200);
    await expect(cut.arrayBuffer()).rejects.toThrow();
    answer = (res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(chunk);
    expect((await (await field.get(ROUTE)).arrayBuffer()).byteLength).toBe(chunk.length);
    // Nothing listens there any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await configure(`http://127.0.0.1:${port}/wms`);
    expect(await errorOf(await field.get(ROUTE))).toEqual({ status: 502, error: 'MAP_SERVER_FAILED' });
  });
});
