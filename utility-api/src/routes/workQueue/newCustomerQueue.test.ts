import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import { lastCodeTo } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

// Issue #6: a visitor's new customer application reaches the customer-service queue with what it was sent.

const EMAIL = 'queue.applicant@example.test';
const PHONE = '35799765432';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

async function submitApplication(): Promise<number> {
  const session = Number((await app.inject({ method: 'POST', url: '/Session/Create', payload: { Email: EMAIL, MobileNo: PHONE, LanguageCode: 'en' } })).body);
  const fields = {
    AccountType: '0', ConsumerType: '1', Initial: 'E', Surname: 'Petrou', Email: EMAIL, CellTelNo: PHONE, ConsentReceiveEmail: 'true',
    ConsentReceiveSms: 'true', SessionId: String(session), EmailOtpCode: await lastCodeTo(app, EMAIL), SmsOtpCode: await lastCodeTo(app, PHONE), LanguageCode: 'en',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('Files', new Blob([new Uint8Array(PDF)]), 'identity.pdf');
  const created = (await app.inject({ method: 'POST', url: '/NewCustomer/CreateApplication', body: form })).json() as { status: number; id: number };
  expect(created.status).toBe(0);
  const values = [
    { customFieldId: 1, strValue: 'Blue house' }, { customFieldId: 2, intValue: 3 }, { customFieldId: 4, dateValue: '2027-01-15' },
    { customFieldId: 5, dataId: 1 }, { customFieldId: 6, dataId: 11 }, { customFieldId: 8, dataId: 2 },
  ];
  expect((await post(app, '/NewCustomer/SaveCustomFieldValues', { ApplicationId: created.id, Values: values })).body.status).toBe(0);
  return created.id;
}

describe('new customer applications in the customer-service queue', () => {
  it('lists a visitor\'s application as a New "New customer" application with its fields, custom values and files', async () => {
    const newCustomerId = await submitApplication();
    const staff = await signIn(app, DEMO_EMPLOYEE_EMAIL);
    const headers = { cookie: staff, 'accept-language': 'en' };
    const list = (await post(app, '/Application/GetItems', { Kind: 1, Type: 20 }, headers)).body as { items: ApplicationItem[] };
    const item = list.items.find((entry) => entry.newCustomerApplicationId === newCustomerId);
    expect(item).toMatchObject({ name: 'New customer – E Petrou', customerName: 'E Petrou', typeName: 'New customer', status: 1, customerId: null, kind: 1 });

    const details = (await post(app, '/Application/GetNewCustomerDetails', { ApplicationId: item?.portalApplicationId }, headers)).body as {
      item: { fields: Array<{ name: string; value: string }>; customValues: Array<{ name: string; value: string }> };
    };
    expect(details.item.fields).toContainEqual({ name: 'Surname', value: 'Petrou' });
    expect(details.item.customValues).toHaveLength(6);
    expect(details.item.customValues).toContainEqual(expect.objectContaining({ customFieldId: 1, value: 'Blue house' }));
    expect(details.item.customValues).toContainEqual(expect.objectContaining({ customFieldId: 6, dataId: 11, value: 'Strovolos' }));
    expect(details.item.customValues.every((value) => value.name !== '')).toBe(true);

    const files = (await post(app, '/ApplicationAttachment/GetItems', { PortalApplicationId: item?.portalApplicationId }, headers)).body as { items: Array<{ attachmentId: number; fileName: string }> };
    expect(files.items.map((file) => file.fileName)).toEqual(['identity.pdf']);
    const download = await app.inject({ method: 'POST', url: '/ApplicationAttachment/Download', payload: { Value: files.items[0]?.attachmentId }, headers: { cookie: staff } });
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const other = (await post(app, '/Application/GetItems', { Kind: 1, Type: 1 }, headers)).body as { items: ApplicationItem[] };
    expect((await post(app, '/Application/GetNewCustomerDetails', { ApplicationId: other.items[0]?.portalApplicationId }, headers)).body).toEqual({ status: 1, text: 'Application not found' });
    const field = await signIn(app, DEMO_FIELD_WORKER_EMAIL);
    expect((await post(app, '/Application/GetNewCustomerDetails', { ApplicationId: item?.portalApplicationId }, { cookie: field })).statusCode).toBe(403);
    const maria = await signIn(app, DEMO_CUSTOMER_EMAIL);
    expect((await post(app, '/Application/GetItem', { Value: item?.portalApplicationId }, { cookie: maria, 'accept-language': 'en' })).body).toEqual({ status: 1, text: 'Application not found' });
  });
});
