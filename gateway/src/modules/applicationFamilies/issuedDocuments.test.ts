import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_FAMILIES } from '../../../../utility-api/src/routes/applicationFamilies/testing/fixtureFamilies.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { RunningGateway } from '../../server.ts';
import { DEMO_LOGINS, startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';

const ISSUED = 'familyDetails { stage issuedDocument { reference verificationCode issuedOn validUntil downloadPath } }';
const VERIFY = /* GraphQL */ `query ($code: String!) { issuedDocumentVerification(code: $code) { reference familyName title holderName issuedOn validUntil valid } }`;

interface Issued { reference: string; verificationCode: string; issuedOn: string; validUntil: string | null; downloadPath: string }

/** At most this many failed look-ups per client address in the window (AUTH_ATTEMPTS_PER_ADDRESS). */
const ADDRESS_BUDGET = 4;

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let staff: HttpBrowser;
let applicationId: number;
let issued: Issued;
beforeAll(async () => {
  served = await startServedHarness({ authAttemptsPerAddress: ADDRESS_BUDGET }, undefined, { families: TEST_FAMILIES });
  ({ harness, running } = served);
  [maria, andreas, staff] = await Promise.all([DEMO_LOGINS.maria, DEMO_LOGINS.mobile, DEMO_LOGINS.staff].map((login) => signedInOverHttp(running.url, login)));
  // A family without a fee goes from approval to issue (docs/applicationFamilies.md, Stages).
  const saved = await maria.graphql('mutation ($input: SaveFamilyApplicationInput!) { saveFamilyApplication(input: $input) { application { portalApplicationId } } }', {
    input: { familyCode: 'visitorNotice', values: [{ path: 'subject', value: 'A notice' }] },
  });
  applicationId = (saved.data as { saveFamilyApplication: { application: { portalApplicationId: number } } }).saveFamilyApplication.application.portalApplicationId;
  await maria.graphql('mutation ($id: Int!) { submitFamilyApplication(input: { portalApplicationId: $id }) { userErrors { code } } }', { id: applicationId });
  const decide = (decision: string) =>
    staff.graphql(`mutation ($id: Int!) { decideFamilyApplication(input: { portalApplicationId: $id, decision: ${decision} }) { application { ${ISSUED} } userErrors { code } } }`, { id: applicationId });
  await decide('APPROVE');
  const answer = await decide('ISSUE');
  issued = (answer.data as { decideFamilyApplication: { application: { familyDetails: { issuedDocument: Issued } } } }).decideFamilyApplication.application.familyDetails.issuedDocument;
});
afterAll(() => served.close());

const visitor = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${running.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
};

describe('issued documents', () => {
  it('hands out the document with its code and the gateway path of its PDF', () => {
    expect(issued).toMatchObject({ reference: expect.stringMatching(/\d/), verificationCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), validUntil: null });
    expect(issued.downloadPath).toBe(`/files/issued-document/${toGlobalId('Application', String(applicationId))}`);
  });

  it('serves the PDF to the applicant and employees; other customers, visitors and other ids get 404', async () => {
    const own = await maria.get(issued.downloadPath);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(`${issued.reference}.pdf`);
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await staff.get(issued.downloadPath)).headers.get('content-type')).toBe('application/pdf');

    harness.upstream.reset();
    expect((await andreas.get(issued.downloadPath)).status).toBe(404);
    expect(harness.upstream.count('/FamilyApplication/DownloadDocument')).toBe(0);
    expect((await fetch(`${running.url}${issued.downloadPath}`)).status).toBe(404);
    expect((await maria.get(`/files/issued-document/${toGlobalId('Bill', '1')}`)).status).toBe(404);
  });

  it('verifies a code for anyone, however it is typed; an unknown code is null', async () => {
    const typed = ` ${issued.verificationCode.toLowerCase().replaceAll('-', ' ')} `;
    expect((await visitor(VERIFY, { code: typed })).data).toEqual({
      issuedDocumentVerification: { reference: issued.reference, familyName: 'Visitor notice', title: 'Notice', holderName: expect.any(String), issuedOn: issued.issuedOn, validUntil: null, valid: true },
    });
    expect((await visitor(VERIFY, { code: 'ZZZZ-ZZZZ-ZZZZ' })).data).toEqual({ issuedDocumentVerification: null });
  });

  it('limits failed look-ups per client address, found documents spending nothing', async () => {
    // One failure above; found documents give their count back however many are checked.
    for (let check = 0; check < ADDRESS_BUDGET + 2; check += 1) {
      expect((await visitor(VERIFY, { code: issued.verificationCode })).data?.['issuedDocumentVerification']).not.toBeNull();
    }
    for (let failure = 2; failure <= ADDRESS_BUDGET; failure += 1) {
      expect((await visitor(VERIFY, { code: `ZZZZ-ZZZZ-ZZZ${failure}` })).data).toEqual({ issuedDocumentVerification: null });
    }
    harness.upstream.reset();
    const limited = await visitor(VERIFY, { code: 'YYYY-YYYY-YYYY' });
    expect(limited.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many attempts/), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    expect(harness.upstream.count('/FamilyApplication/Verify')).toBe(0);
  });
});
