import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, lastMessageTo, messagesTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi } from '../../testing/testApi.ts';

const EMAIL = 'visitor@example.test';
const PHONE = '35799001122';

describe('OTP sessions (001 §7, 002 §7)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
  });
  afterEach(() => app.close());

  const create = (payload: object) =>
    app.inject({ method: 'POST', url: '/Session/Create', payload, headers: { 'accept-language': 'en' } });
  const validate = async (SessionId: number, OtpCode: string, OtpCodeType: number) =>
    (await app.inject({ method: 'POST', url: '/Session/ValidateOtp', payload: { SessionId, OtpCode, OtpCodeType } })).body;

  it('answers the bare session id and sends an e-mail and an SMS code', async () => {
    const response = await create({ Email: EMAIL, MobileNo: `+${PHONE}`, LanguageCode: 'el' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^\d+$/);
    expect(await lastMessageTo(app, EMAIL)).toMatchObject({ channel: 'email', subject: 'Ο κωδικός επαλήθευσής σας' });
    expect(await lastMessageTo(app, PHONE)).toMatchObject({ channel: 'sms' });
  });

  it('answers a bare 1 for each valid code of its type, as often as asked, and 0 otherwise', async () => {
    const id = Number((await create({ Email: EMAIL, MobileNo: PHONE, LanguageCode: 'en' })).body);
    const emailCode = await lastCodeTo(app, EMAIL);
    const smsCode = await lastCodeTo(app, PHONE);
    expect(await validate(id, emailCode, 1)).toBe('1');
    expect(await validate(id, emailCode, 1)).toBe('1');
    expect(await validate(id, smsCode, 2)).toBe('1');
    if (smsCode !== emailCode) expect(await validate(id, smsCode, 1)).toBe('0');
    expect(await validate(id + 1, emailCode, 1)).toBe('0');
  });

  it('sends only an e-mail code without a mobile number', async () => {
    const id = Number((await create({ Email: EMAIL, LanguageCode: 'en' })).body);
    expect(await messagesTo(app, EMAIL)).toHaveLength(1);
    expect(await validate(id, await lastCodeTo(app, EMAIL), 2)).toBe('0');
  });

  it('expires the session and its codes after otpSessionStepSeconds', async () => {
    const id = Number((await create({ Email: EMAIL, LanguageCode: 'en' })).body);
    const code = await lastCodeTo(app, EMAIL);
    clock.advanceSeconds(299);
    expect(await validate(id, code, 1)).toBe('1');
    clock.advanceSeconds(1);
    expect(await validate(id, code, 1)).toBe('0');
  });

  it('locks a code after five wrong attempts, and says so: HTTP 429 status 16 instead of a bare 0', async () => {
    const id = Number((await create({ Email: EMAIL, LanguageCode: 'en' })).body);
    const code = await lastCodeTo(app, EMAIL);
    for (let attempt = 0; attempt < 5; attempt++) expect(await validate(id, otherCode(code), 1)).toBe('0');
    const locked = await app.inject({
      method: 'POST',
      url: '/Session/ValidateOtp',
      payload: { SessionId: id, OtpCode: code, OtpCodeType: 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 16, text: 'Too many wrong attempts. Please ask for a new code.' });
  });

  it('restarts a live session given its SessionId, after the resend lock', async () => {
    const id = Number((await create({ Email: EMAIL, LanguageCode: 'en' })).body);
    const first = await lastCodeTo(app, EMAIL);
    const early = await create({ Email: EMAIL, LanguageCode: 'en', SessionId: id });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ status: 18, text: 'Please wait 30 seconds before asking for a new code', retryAfterSeconds: 30 });
    clock.advanceSeconds(250);
    const again = await create({ Email: EMAIL, LanguageCode: 'en', SessionId: id });
    expect(Number(again.body)).toBe(id);
    const second = await lastCodeTo(app, EMAIL);
    if (second !== first) expect(await validate(id, first, 1)).toBe('0');
    clock.advanceSeconds(250);
    expect(await validate(id, second, 1)).toBe('1');
    expect(Number((await create({ Email: EMAIL, LanguageCode: 'en', SessionId: -1 })).body)).not.toBe(id);
  });

  it('refuses missing or invalid contacts with HTTP 400 status 2', async () => {
    for (const payload of [{}, { Email: 'nope' }, { Email: EMAIL, MobileNo: '12' }]) {
      const response = await create({ LanguageCode: 'en', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().status).toBe(2);
    }
    expect((await create({ Email: 'nope' })).json().text).toBe('Email address is not valid');
  });
});
