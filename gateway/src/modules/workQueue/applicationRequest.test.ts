import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const REQUEST = /* GraphQL */ `query ($id: Int!) {
  viewer { user { application(portalApplicationId: $id) {
    kind typeName
    request { submittedOn accountKey address description preferredDate fields { name value } }
  } } }
}`;

/** Maria's new water connection, the first seeded application (utility-api seed/applications.ts). */
const MARIAS_CONNECTION = 1;

describe('Application.request (what the customer asked for)', () => {
  it("shows the queue's staff the account, address, description, day and form fields", async () => {
    const staff = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'en' });
    const answer = await staff.graphql(REQUEST, { id: MARIAS_CONNECTION });
    expect(answer.body.errors).toBeUndefined();
    const application = (answer.body.data?.['viewer'] as { user: { application: { kind: string; request: Record<string, unknown> | null } } }).user.application;
    expect(application.kind).toBe('CUSTOMER_SERVICE');
    expect(application.request).toMatchObject({
      accountKey: expect.any(String),
      address: expect.stringMatching(/, \d{4} /),
      description: expect.stringMatching(/connect the property/),
      preferredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(application.request?.['fields']).toContainEqual({ name: 'Use', value: 'Domestic' });
  });

  it('is FORBIDDEN to the customer who applied', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const answer = await maria.graphql(REQUEST, { id: MARIAS_CONNECTION });
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(JSON.stringify(answer.body.data)).not.toContain('connect the property');
  });
});
