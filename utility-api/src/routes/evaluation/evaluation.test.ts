import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMessageTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

const EMAIL = 'applicant@example.test';
const PHONE = '35799001133';

describe('/CustomerEvaluation/Create and /CustomerEvaluation/GetItem', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApi();
  });
  afterEach(() => app.close());

  const openSession = async (payload: object) =>
    Number((await app.inject({ method: 'POST', url: '/Session/Create', payload: { LanguageCode: 'en', ...payload } })).body);
  const application = {
    LanguageCode: 'en',
    Name: 'Andreas Ioannou',
    Address: '3 Makariou Avenue, Larnaca',
    PostalCode: '6016',
    SupplyType: 'water',
    PropertyType: 'apartment',
    UsageType: 'domestic',
    Occupants: 3,
    EstimatedMonthlyConsumption: 12.5,
    ConsentTerms: true,
    ConsentContactByEmail: true,
    ConsentContactBySms: false,
  };

  it('records an application verified by both codes, e-mails its link, and answers it by access key', async () => {
    const SessionId = await openSession({ Email: EMAIL, MobileNo: PHONE });
    const created = await post(app, '/CustomerEvaluation/Create', {
      ...application,
      SessionId,
      EmailOtpCode: await lastCodeTo(app, EMAIL),
      SmsOtpCode: await lastCodeTo(app, PHONE),
    });
    expect(created.body).toMatchObject({ status: 0, reference: expect.stringMatching(/^EV-\d{6}$/), accessKey: expect.stringMatching(/^[\w-]{43}$/) });
    const key = created.body.accessKey as string;
    expect((await lastMessageTo(app, EMAIL)).body).toContain(`/customerEvaluation/${key}`);
    const read = await post(app, '/CustomerEvaluation/GetItem', { Value: key });
    expect(read.body).toMatchObject({
      status: 0,
      item: { reference: created.body.reference, status: 'submitted', email: EMAIL, mobileNo: PHONE, occupants: 3, supplyType: 'water', consentContactBySms: false },
    });
    expect((await post(app, '/CustomerEvaluation/GetItem', { Value: `${key}x` }, { 'accept-language': 'en' })).body).toEqual({ status: 1, text: 'Evaluation not found' });
  });

  it('refuses a missing SMS code, a wrong code, missing fields and terms not accepted', async () => {
    const SessionId = await openSession({ Email: EMAIL, MobileNo: PHONE });
    const EmailOtpCode = await lastCodeTo(app, EMAIL);
    const SmsOtpCode = await lastCodeTo(app, PHONE);
    const create = (body: object) => post(app, '/CustomerEvaluation/Create', { ...application, SessionId, EmailOtpCode, SmsOtpCode, ...body });
    expect((await create({ SmsOtpCode: null })).body.status).toBe(14);
    expect((await create({ EmailOtpCode: otherCode(EmailOtpCode) })).body.status).toBe(14);
    expect((await create({ Name: ' ' })).body).toEqual({ status: 1, text: 'Please fill in the required fields' });
    expect((await create({ PostalCode: '12' })).body).toEqual({ status: 1, text: 'A value is not valid' });
    expect((await create({ Occupants: 0 })).body).toEqual({ status: 1, text: 'A value is not valid' });
    expect((await create({ ConsentTerms: false })).body).toEqual({ status: 1, text: 'Please accept the terms' });
    expect((await create({ SessionId: SessionId + 50 })).body.status).toBe(14);
    expect((await create({})).body.status).toBe(0);
    expect((await create({})).body.status).toBe(14);
    // The session ended with its application: asking for new codes opens another session (no resend lock).
    expect(await openSession({ Email: EMAIL, MobileNo: PHONE, SessionId })).toBeGreaterThan(SessionId);
  });
});
