import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const VIEWER = /* GraphQL */ `{
  viewer {
    isAuthenticated
    language
    user {
      id username name role registrationType isFieldWorker
      features {
        applications omApplications disconnections debtManagement elements assets logs samples
        captureMeterReadings webGis gisAdministration enquiries
      }
    }
  }
}`;

const ALL_FEATURES = {
  applications: true,
  omApplications: true,
  disconnections: true,
  debtManagement: true,
  elements: true,
  assets: true,
  logs: true,
  samples: true,
  captureMeterReadings: true,
  webGis: true,
  gisAdministration: true,
  enquiries: true,
};
const NO_FEATURES = Object.fromEntries(Object.keys(ALL_FEATURES).map((key) => [key, false]));

describe('viewer', () => {
  it('is a visitor without a session, in the default language, without calling the upstream', async () => {
    harness.upstream.reset();
    const answer = await harness.browser().graphql(VIEWER);
    expect(answer.body).toEqual({ data: { viewer: { isAuthenticated: false, language: 'el', user: null } } });
    expect(harness.upstream.calls()).toEqual([]);
  });

  it('shows an employee with every feature their profile flags allow', async () => {
    const staff = await harness.signedIn(DEMO_LOGINS.staff);
    const answer = await staff.graphql(VIEWER);
    expect(answer.body.data?.['viewer']).toMatchObject({
      isAuthenticated: true,
      user: {
        id: expect.any(String),
        username: DEMO_LOGINS.staff,
        role: 'EMPLOYEE',
        registrationType: 'EMAIL',
        features: ALL_FEATURES,
      },
    });
  });

  it('shows customers without employee features, with their registration type', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const mobile = await harness.signedIn(DEMO_LOGINS.mobile);
    harness.upstream.reset();

    const answer = await maria.graphql(`{ a: viewer { user { name } } ${VIEWER.slice(1)}`);

    expect(answer.body.data?.['viewer']).toEqual({
      isAuthenticated: true,
      language: 'el',
      user: {
        id: expect.any(String),
        username: DEMO_LOGINS.maria,
        name: 'Maria Georgiou',
        role: 'CUSTOMER',
        registrationType: 'EMAIL',
        isFieldWorker: false,
        features: NO_FEATURES,
      },
    });
    // The profile is loaded once per request, however many fields ask for it.
    expect(harness.upstream.count('/account/GetProfileDetails')).toBe(1);
    expect((await mobile.graphql(VIEWER)).body.data?.['viewer']).toMatchObject({
      user: { username: DEMO_LOGINS.mobile, role: 'CUSTOMER', registrationType: 'MOBILE', features: NO_FEATURES },
    });
  });
});

describe('viewer with a stale session', () => {
  it('becomes a visitor, and the gateway session ends, once the upstream session is gone', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    await harness.restartUpstream();

    const answer = await maria.graphql('{ viewer { isAuthenticated user { username } } }');

    expect(answer.body).toEqual({ data: { viewer: { isAuthenticated: false, user: null } } });
    expect(answer.setCookies).toEqual(['portal_session=; Path=/; SameSite=Lax; Max-Age=0; HttpOnly']);
    expect(maria.cookies.has('portal_session')).toBe(false);
  });
});
