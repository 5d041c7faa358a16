import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, startServedHarness, type ServedHarness } from '../../testing/harness.ts';
import { outboxLinkCode } from '../auth/outbox.testkit.ts';
import { signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';

/** At most this many failed uses of unsubscribe links per client address in the window (AUTH_ATTEMPTS_PER_ADDRESS). */
const ADDRESS_BUDGET = 4;

const PREFERENCES = 'query { viewer { notificationPreferences { kind channel } } }';
const SAVE = /* GraphQL */ `mutation ($input: SaveNotificationPreferencesInput!) {
  saveNotificationPreferences(input: $input) { preferences { kind channel } userErrors { code message field } }
}`;
const LOOK_UP = 'query ($token: String!) { notificationUnsubscribe(token: $token) { kind } }';
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribeNotifications(input: { token: $token }) { kind userErrors { code message } } }';

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

let served: ServedHarness;
let maria: HttpBrowser;
beforeAll(async () => {
  served = await startServedHarness({ authAttemptsPerAddress: ADDRESS_BUDGET });
  maria = await signedInOverHttp(served.running.url, DEMO_LOGINS.maria);
});
afterAll(() => served.close());

const visitor = async (query: string, variables: Record<string, unknown> = {}): Promise<Body> => {
  const response = await fetch(`${served.running.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Body;
};
const channelOf = async (kind: string) =>
  ((await maria.graphql(PREFERENCES)).data as { viewer: { notificationPreferences: Array<{ kind: string; channel: string }> } }).viewer.notificationPreferences.find(
    (choice) => choice.kind === kind,
  )?.channel;

/** A staff message on Maria's newest application, written straight to the utility API: it e-mails her a notification. */
async function staffWritesToMaria(): Promise<string> {
  const { apiUrl } = served.harness;
  const login = async (Email: string) => {
    const answer = await fetch(`${apiUrl}/account/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email, Password: DEMO_PASSWORD }) });
    return answer.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  };
  const call = async (cookie: string, path: string, body: object) =>
    (await (await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
  const items = (await call(await login(DEMO_LOGINS.maria), '/Application/GetItems', {})).items as Array<{ portalApplicationId: number }>;
  await call(await login(DEMO_LOGINS.staff), '/ApplicationMessage/Insert', { PortalApplicationId: items[0]!.portalApplicationId, Message: 'Reply' });
  return outboxLinkCode(apiUrl, DEMO_LOGINS.maria, '/notifications/unsubscribe');
}

describe('notification preferences', () => {
  it('reads and saves the viewer\'s choices; visitors have none', async () => {
    expect(await channelOf('ALERT')).toBe('EMAIL');
    const saved = await maria.graphql(SAVE, { input: { preferences: [{ kind: 'ALERT', channel: 'BOTH' }] } });
    expect((saved.data as { saveNotificationPreferences: { userErrors: unknown[] } }).saveNotificationPreferences.userErrors).toEqual([]);
    expect(await channelOf('ALERT')).toBe('BOTH');
    expect((await visitor(PREFERENCES)).data).toEqual({ viewer: { notificationPreferences: null } });
    expect((await visitor(SAVE, { input: { preferences: [] } })).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('answers a kind listed twice with a user error and saves nothing', async () => {
    const twice = [{ kind: 'BILL_ISSUED', channel: 'NONE' }, { kind: 'BILL_ISSUED', channel: 'SMS' }];
    expect((await maria.graphql(SAVE, { input: { preferences: twice } })).data).toEqual({
      saveNotificationPreferences: { preferences: null, userErrors: [{ code: 'REJECTED', message: 'Each kind of notification can be chosen only once', field: 'preferences' }] },
    });
    expect(await channelOf('BILL_ISSUED')).toBe('EMAIL');
  });

  it('refuses more choices than there are kinds before anything runs', async () => {
    const many = Array.from({ length: 8 }, () => ({ kind: 'ALERT', channel: 'NONE' }));
    expect((await maria.graphql(SAVE, { input: { preferences: many } })).errors?.[0]?.message).toMatch(/at most 7/);
  });
});

describe('unsubscribe links', () => {
  it('tell a visitor what they stop and stop it; failures are limited per client address, successes are free', async () => {
    const token = await staffWritesToMaria();
    for (let look = 0; look < ADDRESS_BUDGET + 2; look += 1) {
      expect((await visitor(LOOK_UP, { token })).data).toEqual({ notificationUnsubscribe: { kind: 'NEW_MESSAGE' } });
    }
    expect((await visitor(UNSUBSCRIBE, { token })).data).toEqual({ unsubscribeNotifications: { kind: 'NEW_MESSAGE', userErrors: [] } });
    expect(await channelOf('NEW_MESSAGE')).toBe('NONE');
    expect((await visitor(LOOK_UP, { token: `${token}x` })).data).toEqual({ notificationUnsubscribe: null });
    expect((await visitor(UNSUBSCRIBE, { token: 'nope' })).data).toEqual({
      unsubscribeNotifications: { kind: null, userErrors: [{ code: 'REJECTED', message: 'This unsubscribe link is not valid' }] },
    });
    for (let failure = 3; failure <= ADDRESS_BUDGET; failure += 1) expect((await visitor(LOOK_UP, { token: `wrong${failure}` })).data).toEqual({ notificationUnsubscribe: null });
    expect((await visitor(LOOK_UP, { token })).errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(((await visitor(UNSUBSCRIBE, { token })).data as { unsubscribeNotifications: { userErrors: Array<{ code: string }> } }).unsubscribeNotifications.userErrors[0]?.code).toBe('RATE_LIMITED');
  });
});
