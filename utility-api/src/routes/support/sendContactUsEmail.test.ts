import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMessageTo, messagesTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';
import { SUPPORT_ADDRESS } from '../contactUs/send.ts';

const EMAIL = 'visitor@example.test';
const PHONE = '35799001122';

describe('/Utility/SendContactUsEmail (001 §7)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApi();
  });
  afterEach(() => app.close());

  const openSession = async (payload: object) =>
    Number((await app.inject({ method: 'POST', url: '/Session/Create', payload: { LanguageCode: 'en', ...payload } })).body);
  const send = (body: object) => post(app, '/Utility/SendContactUsEmail', { lang: 'en', Subject: 'Leak', Body: 'Water on the street', ...body });

  it('e-mails the message to support with the verified contact details and answers a reference', async () => {
    const sessionId = await openSession({ Email: EMAIL, MobileNo: PHONE });
    const answer = await send({ SessionId: sessionId, OtpType: 2, OtpCode: await lastCodeTo(app, PHONE) });
    expect(answer.body).toMatchObject({ status: 0, reference: expect.stringMatching(/^SU-\d{6}$/) });
    const mail = await lastMessageTo(app, SUPPORT_ADDRESS);
    expect(mail.subject).toBe('Support message: Leak');
    expect(mail.body).toContain(`Email: ${EMAIL} (not verified)`);
    expect(mail.body).toContain(`Mobile: +${PHONE} (verified)`);
    expect(mail.body).toContain('Water on the street');
    // One verification, one message: the session's other code is gone with it.
    const again = await send({ SessionId: sessionId, OtpType: 1, OtpCode: await lastCodeTo(app, EMAIL) });
    expect(again.body.status).toBe(14);
    expect(await messagesTo(app, SUPPORT_ADDRESS)).toHaveLength(1);
  });

  it('refuses a wrong code, a used code and an unknown session, and sends nothing', async () => {
    const sessionId = await openSession({ Email: EMAIL });
    const code = await lastCodeTo(app, EMAIL);
    expect((await send({ SessionId: sessionId, OtpType: 1, OtpCode: otherCode(code) })).body.status).toBe(14);
    expect((await send({ SessionId: sessionId + 99, OtpType: 1, OtpCode: code })).body).toEqual({ status: 14, text: 'OTP validation failed' });
    expect(await messagesTo(app, SUPPORT_ADDRESS)).toHaveLength(0);
    expect((await send({ SessionId: sessionId, OtpType: 1, OtpCode: code })).body.status).toBe(0);
    expect((await send({ SessionId: sessionId, OtpType: 1, OtpCode: code })).body.status).toBe(14);
    expect(await messagesTo(app, SUPPORT_ADDRESS)).toHaveLength(1);
  });

  it('refuses empty texts and a disabled support page', async () => {
    const sessionId = await openSession({ Email: EMAIL });
    const code = await lastCodeTo(app, EMAIL);
    expect((await send({ SessionId: sessionId, OtpType: 1, OtpCode: code, Subject: ' ' })).body).toEqual({ status: 1, text: 'Please enter a subject' });
    expect((await send({ SessionId: sessionId, OtpType: 1, OtpCode: code, Body: '' })).body).toEqual({ status: 1, text: 'Please enter a message' });
    await post(app, '/__dev/organisation-settings', { values: { enableSupportPage: false } });
    expect((await send({ SessionId: sessionId, OtpType: 1, OtpCode: code })).body).toEqual({ status: 1, text: 'The support page is not offered' });
  });
});
