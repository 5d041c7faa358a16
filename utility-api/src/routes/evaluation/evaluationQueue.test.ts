import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import { lastCodeTo } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const EMAIL = 'queued-applicant@example.test';

describe('customer evaluations in the customer-service queue', () => {
  let app: FastifyInstance;
  let staff: string;
  beforeAll(async () => {
    app = await buildTestApi();
    staff = await signIn(app, DEMO_EMPLOYEE_EMAIL);
  });
  afterAll(() => app.close());

  const list = async () =>
    (await post(app, '/Application/GetItems', { Kind: 1, Type: 21, Options: { PageSize: 100 } }, { cookie: staff, 'accept-language': 'en' })).body as { total: number; items: ApplicationItem[] };

  it('lists each evaluation as a New application of type 21 whose status staff change', async () => {
    const seeded = await list();
    expect(seeded.total).toBeGreaterThan(0);
    const SessionId = Number((await app.inject({ method: 'POST', url: '/Session/Create', payload: { LanguageCode: 'en', Email: EMAIL } })).body);
    const created = await post(app, '/CustomerEvaluation/Create', {
      LanguageCode: 'en', SessionId, EmailOtpCode: await lastCodeTo(app, EMAIL), Name: 'Nikos Demetriou', Address: '5 Ledras Street, Nicosia',
      PostalCode: '1011', SupplyType: 'water', PropertyType: 'shop', UsageType: 'commercial', Occupants: 4, ConsentTerms: true,
      ConsentContactByEmail: true, ConsentContactBySms: false,
    });
    expect(created.body.status).toBe(0);
    const after = await list();
    expect(after.total).toBe(seeded.total + 1);
    const queued = after.items.find((item) => item.name === `Customer evaluation ${String(created.body.reference)} – Nikos Demetriou`);
    expect(queued).toMatchObject({ applicationType: 21, typeName: 'Customer evaluation', kind: 1, status: 1, customerName: 'Nikos Demetriou', customerId: null });
    const changed = await post(app, '/Application/ChangeStatus', { ApplicationId: queued?.portalApplicationId, Status: 2 }, { cookie: staff, 'accept-language': 'en' });
    expect(changed.body).toMatchObject({ status: 0, item: { status: 2 } });
  });
});
