import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';

// Issue #6: a visitor's new customer application, sent to the utility API, is readable by staff in the
// customer-service queue with its form fields, custom values and files.

const EMAIL = 'gateway.applicant@example.test';
const PHONE = '35799555111';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function visitorApplies(): Promise<void> {
  const api = harness.apiUrl;
  const session = await (await fetch(`${api}/Session/Create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: EMAIL, MobileNo: PHONE, LanguageCode: 'en' }) })).text();
  const fields: Record<string, string> = {
    AccountType: '1', ConsumerType: '2', Surname: 'Blue Lagoon Ltd', Email: EMAIL, CellTelNo: PHONE, ConsentReceiveEmail: 'true', ConsentReceiveSms: 'true',
    SessionId: session, EmailOtpCode: (await outboxCode(api, EMAIL)).code, SmsOtpCode: (await outboxCode(api, PHONE)).code, LanguageCode: 'en',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('Files', new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)])], { type: 'application/pdf' }), 'registration.pdf');
  const created = (await (await fetch(`${api}/NewCustomer/CreateApplication`, { method: 'POST', body: form })).json()) as { status: number };
  expect(created.status).toBe(0);
}

const QUERY = /* GraphQL */ `{
  workQueue(kind: CUSTOMER_SERVICE, first: 5, filter: { applicationType: 20 }) {
    edges { node { name customerName typeName customer { id } newCustomerDetails { language fields { name value } customValues { name value } }
      attachments(first: 10) { edges { node { fileName } } } } }
  }
}`;

describe('new customer applications in the queue', () => {
  it('shows staff what the visitor sent, and only staff of the customer-service queue', async () => {
    await visitorApplies();
    const staff = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'en' });
    const answer = await staff.graphql(QUERY);
    expect(answer.body.errors).toBeUndefined();
    const [edge] = (answer.body.data?.['workQueue'] as { edges: Array<{ node: Record<string, unknown> }> }).edges;
    expect(edge?.node).toMatchObject({
      name: 'New customer – Blue Lagoon Ltd',
      customerName: 'Blue Lagoon Ltd',
      typeName: 'New customer',
      customer: null,
      newCustomerDetails: { language: 'en', customValues: [] },
      attachments: { edges: [{ node: { fileName: 'registration.pdf' } }] },
    });
    expect((edge?.node['newCustomerDetails'] as { fields: unknown[] }).fields).toContainEqual({ name: 'Surname', value: 'Blue Lagoon Ltd' });

    const other = await staff.graphql('{ workQueue(kind: CUSTOMER_SERVICE, first: 1, filter: { applicationType: 1 }) { edges { node { newCustomerDetails { language } } } } }');
    expect(other.body.data).toEqual({ workQueue: { edges: [{ node: { newCustomerDetails: null } }] } });
  });
});
