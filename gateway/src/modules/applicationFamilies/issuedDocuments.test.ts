import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../relay/globalId.ts';
import type { RunningGateway } from '../../server.ts';
import type { Harness, ServedHarness } from '../../testing/harness.ts';
import type { HttpBrowser } from '../messages/httpClient.testkit.ts';
import { startFamilyHarness, type FamilyHarness } from './familyHarness.testkit.ts';

const ISSUED = 'familyDetails { stage issuedDocument { reference verificationCode issuedOn validUntil downloadPath } }';
const VERIFY = /* GraphQL */ `query ($code: String!) { issuedDocumentVerification(code: $code) { reference familyName title holderName issuedOn validUntil valid } }`;

interface Issued { reference: string; verificationCode: string; issuedOn: string; validUntil: string | null; downloadPath: string }

/** At most this many failed look-ups per client address, and per code, in the window (AUTH_ATTEMPTS_PER_ADDRESS, _PER_IDENTIFIER). */
const ADDRESS_BUDGET = 6;
const CODE_BUDGET = 2;

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let staff: HttpBrowser;
let visitor: FamilyHarness['visitor'];
let applicationId: number;
let issued: Issued;
beforeAll(async () => {
  ({ served, harness, running, maria, andreas, staff, visitor } = await startFamilyHarness({ authAttemptsPerAddress: ADDRESS_BUDGET, authAttemptsPerIdentifier: CODE_BUDGET }));
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

  it('limits failed look-ups per code however it is typed, and per client address; found documents spend nothing', async () => {
    // Found documents give their count back however many are checked.
    for (let check = 0; check < ADDRESS_BUDGET + 2; check += 1) {
      expect((await visitor(VERIFY, { code: issued.verificationCode })).data?.['issuedDocumentVerification']).not.toBeNull();
    }
    // The unknown code of the test above, typed two other ways: the same code to the utility, so the same budget.
    expect((await visitor(VERIFY, { code: 'zzzz zzzz zzzz' })).data).toEqual({ issuedDocumentVerification: null });
    const limited = (await visitor(VERIFY, { code: 'ZZZZZZZZZZZZ' })).errors?.[0];
    expect(limited).toMatchObject({ message: expect.stringMatching(/^Too many attempts/), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    // Three failures so far from this address: other codes until its budget is spent.
    for (let failure = 4; failure <= ADDRESS_BUDGET; failure += 1) {
      expect((await visitor(VERIFY, { code: `YYYY-YYYY-YYY${failure}` })).data).toEqual({ issuedDocumentVerification: null });
    }
    harness.upstream.reset();
    expect((await visitor(VERIFY, { code: 'XXXX-XXXX-XXXX' })).errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(harness.upstream.count('/FamilyApplication/Verify')).toBe(0);
  });

});
