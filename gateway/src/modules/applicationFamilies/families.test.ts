import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_FAMILIES } from '../../../../utility-api/src/routes/applicationFamilies/testing/fixtureFamilies.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
beforeAll(async () => {
  harness = await startHarness({}, {}, { families: TEST_FAMILIES });
  maria = await harness.signedIn(DEMO_LOGINS.maria, { 'accept-language': 'en' });
});
afterAll(() => harness.close());

const LIST = /* GraphQL */ `{ applicationFamilies { code applicationType name summary visitorAllowed fee { amount { amount formatted } payBeforeIssue } } }`;

const FAMILY = /* GraphQL */ `query ($code: ID!) { applicationFamily(code: $code) {
  code name issuedDocumentKind issuedDocumentTitle validityMonths fee { amount { amount } payBeforeIssue }
  steps { key title guide
    fields { key kind label hint required min max decimals maxLength notBefore notAfter lookup parent phoneType visibleWhen { field equals } check }
    groups { key label itemLabel minItems maxItems fields { key kind label required check } } }
  rules { kind fields maxDays name }
  documents { key label hint mandatory }
  lookups { key options { value label parent } }
} }`;

type Family = { code: string; name: string; visitorAllowed: boolean; fee: { amount: { amount: string; formatted: string }; payBeforeIssue: boolean } | null };

const data = <T>(answer: Awaited<ReturnType<TestBrowser['graphql']>>): T => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
};

describe('applicationFamilies and applicationFamily', () => {
  it('lists the families for a customer in the request language, with one upstream call', async () => {
    harness.upstream.reset();
    const { applicationFamilies } = data<{ applicationFamilies: Family[] }>(await maria.graphql(LIST));
    expect(applicationFamilies).toEqual([
      { code: 'visitorNotice', applicationType: 48, name: 'Visitor notice', summary: 'Open to visitors.', visitorAllowed: true, fee: null },
      {
        code: 'testPermit', applicationType: 49, name: 'Test permit', summary: 'A permit the tests apply for.', visitorAllowed: false,
        fee: { amount: { amount: '150.00', formatted: expect.stringMatching(/^150[.,]00 €$/) }, payBeforeIssue: true },
      },
    ]);
    expect(harness.upstream.count('/ApplicationFamily/GetItems')).toBe(1);
    expect(harness.upstream.count('/ApplicationFamily/GetItem')).toBe(0);
  });

  it('answers a customer signed in in Arabic in Arabic', async () => {
    const arabic = await harness.signedIn(DEMO_LOGINS.mobile, { 'accept-language': 'ar' });
    expect(data<{ applicationFamilies: Family[] }>(await arabic.graphql(LIST)).applicationFamilies.map((family) => family.name)).toEqual(['AR Visitor notice', 'AR Test permit']);
    const permit = data<{ applicationFamily: { steps: Array<{ title: string; fields: Array<{ label: string }> }> } }>(await arabic.graphql(FAMILY, { code: 'testPermit' }));
    expect(permit.applicationFamily.steps[0]).toMatchObject({ title: 'AR Applicant', fields: expect.arrayContaining([expect.objectContaining({ label: 'AR Full name' })]) });
  });

  it('gives visitors only the families open to them, in their language', async () => {
    const arabic = harness.browser({ 'accept-language': 'ar' });
    expect(data<{ applicationFamilies: Family[] }>(await arabic.graphql(LIST)).applicationFamilies.map((family) => [family.code, family.name])).toEqual([
      ['visitorNotice', 'AR Visitor notice'],
    ]);
    expect(data<{ applicationFamily: unknown }>(await arabic.graphql(FAMILY, { code: 'testPermit' })).applicationFamily).toBeNull();
    const notice = data<{ applicationFamily: { steps: Array<{ title: string }> } }>(await arabic.graphql(FAMILY, { code: 'visitorNotice' }));
    expect(notice.applicationFamily.steps.map((step) => step.title)).toEqual(['AR Notice']);
  });

  it('maps a whole definition to the schema: kinds and rules as enums, absent parts as null', async () => {
    const { applicationFamily } = data<{ applicationFamily: Record<string, unknown> & { steps: Array<Record<string, unknown> & { fields: Array<Record<string, unknown>> }> } }>(
      await maria.graphql(FAMILY, { code: 'testPermit' }),
    );
    expect(applicationFamily).toMatchObject({
      code: 'testPermit', name: 'Test permit', issuedDocumentKind: 'PERMIT', issuedDocumentTitle: 'Test Permit', validityMonths: 12,
      fee: { amount: { amount: '150.00' }, payBeforeIssue: true },
      rules: [{ kind: 'UNIQUE', fields: ['vehicles', 'registration'], maxDays: null, name: null }],
      documents: [{ key: 'sitePlan', label: 'Site plan', hint: null, mandatory: true }, { key: 'photo', label: 'Photo', hint: null, mandatory: false }],
      lookups: [
        { key: 'districts', options: [{ value: 'nicosia', label: 'Nicosia', parent: null }, { value: 'limassol', label: 'Limassol', parent: null }] },
        { key: 'kind', options: [{ value: 'a', label: 'Kind A', parent: null }] },
      ],
    });
    const [step] = applicationFamily.steps;
    expect(step).toMatchObject({ key: 'applicant', title: 'Applicant', guide: 'Who applies.', groups: [{ key: 'vehicles', label: 'Vehicles', itemLabel: 'Vehicle', minItems: 1, maxItems: 3, fields: [{ key: 'registration', kind: 'TEXT', check: 'vehicleRegistration' }, { key: 'depot', kind: 'ADDRESS' }] }] });
    expect(step?.fields.map((field) => field['kind'])).toEqual(['TEXT', 'DATE', 'LOOKUP', 'YES_NO', 'ADDRESS', 'NUMBER']);
    expect(step?.fields[1]).toEqual({
      key: 'startDate', kind: 'DATE', label: 'Start date', hint: null, required: true, min: null, max: null, decimals: null, maxLength: null,
      notBefore: '2026-01-01', notAfter: null, lookup: null, parent: null, phoneType: null, visibleWhen: null, check: null,
    });
    expect(step?.fields[5]).toMatchObject({ key: 'volume', kind: 'NUMBER', max: 5000, required: false });
    expect(data<{ applicationFamily: unknown }>(await maria.graphql(FAMILY, { code: 'noSuchFamily' })).applicationFamily).toBeNull();
    // `id`, deprecated for `key`, still answers for clients that read it.
    const ids = data<{ applicationFamily: { steps: Array<{ id: string; key: string; groups: Array<{ id: string; key: string }> }> } }>(
      await maria.graphql('query ($code: ID!) { applicationFamily(code: $code) { steps { id key groups { id key } } } }', { code: 'testPermit' }),
    );
    expect(ids.applicationFamily.steps).toEqual([{ id: 'applicant', key: 'applicant', groups: [{ id: 'vehicles', key: 'vehicles' }] }]);
  });

  it('reads the steps of listed families through one definition call per family', async () => {
    harness.upstream.reset();
    const answer = data<{ applicationFamilies: Array<{ code: string; steps: unknown[]; documents: unknown[] }> }>(
      await maria.graphql('{ applicationFamilies { code steps { key } documents { key } } }'),
    );
    expect(answer.applicationFamilies.map((family) => [family.code, family.steps.length])).toEqual([['visitorNotice', 1], ['testPermit', 1]]);
    // None while the shared cache holds the list (below).
    expect(harness.upstream.count('/ApplicationFamily/GetItems')).toBeLessThanOrEqual(1);
    expect(harness.upstream.count('/ApplicationFamily/GetItem')).toBe(2);
  });
});

describe('Application.familyDetails of other applications', () => {
  it('is null for applications of no family, without reading any of them as a family application', async () => {
    harness.upstream.reset();
    const answer = data<{ viewer: { user: { applications: { edges: Array<{ node: { applicationType: number; familyDetails: unknown } }> } } } }>(
      await maria.graphql('{ viewer { user { applications(first: 20) { edges { node { applicationType familyDetails { stage } } } } } } }'),
    );
    const nodes = answer.viewer.user.applications.edges.map((edge) => edge.node);
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.every((node) => node.familyDetails === null)).toBe(true);
    expect(harness.upstream.count('/ApplicationFamily/GetItems')).toBeLessThanOrEqual(1);
    expect(harness.upstream.count('/FamilyApplication/GetItem')).toBe(0);
  });
});

describe('the families list in the shared cache', () => {
  const CODES = '{ applicationFamilies { code name } }';
  const inLanguage = (browser: TestBrowser, language: string) => {
    browser.cookies.set('lang', language);
    return browser;
  };
  const listed = async (browser: TestBrowser) => {
    harness.upstream.reset();
    const { applicationFamilies } = data<{ applicationFamilies: Family[] }>(await browser.graphql(CODES));
    return { codes: applicationFamilies.map((family) => family.code), calls: harness.upstream.count('/ApplicationFamily/GetItems') };
  };

  it("does not keep a signed-in viewer's list that may be a visitor's (a session the utility no longer knows)", async () => {
    const stale = inLanguage(await harness.signedIn(DEMO_LOGINS.staff), 'ru');
    await harness.restartUpstream(); // a new utility API: every upstream session is gone, and is answered as a visitor's
    expect(await listed(stale)).toEqual({ codes: ['visitorNotice'], calls: 1 });
    expect(await listed(inLanguage(await harness.signedIn(DEMO_LOGINS.maria), 'ru'))).toEqual({ codes: ['visitorNotice', 'testPermit'], calls: 1 });
    expect(await listed(inLanguage(await harness.signedIn(DEMO_LOGINS.staff), 'ru'))).toEqual({ codes: ['visitorNotice', 'testPermit'], calls: 0 });
  });

  it('is read once for every signed-in viewer and once for every visitor, in its language', async () => {
    const customer = inLanguage(await harness.signedIn(DEMO_LOGINS.maria), 'el');
    expect(await listed(customer)).toEqual({ codes: ['visitorNotice', 'testPermit'], calls: 1 });
    // An employee and a customer's other session: the same list, no call.
    expect(await listed(inLanguage(await harness.signedIn(DEMO_LOGINS.staff), 'el'))).toEqual({ codes: ['visitorNotice', 'testPermit'], calls: 0 });
    expect(await listed(inLanguage(await harness.signedIn(DEMO_LOGINS.maria), 'el'))).toEqual({ codes: ['visitorNotice', 'testPermit'], calls: 0 });
    // Visitors never get the signed-in list: theirs is read once, for every visitor.
    expect(await listed(inLanguage(harness.browser(), 'el'))).toEqual({ codes: ['visitorNotice'], calls: 1 });
    expect(await listed(inLanguage(harness.browser(), 'el'))).toEqual({ codes: ['visitorNotice'], calls: 0 });
  });
});
