import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_PASSWORD } from '../../seed/demoUsers.ts';
import { UNREGISTERED_CUSTOMERS } from '../../seed/unregisteredCustomers.ts';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, lastMessageTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const NEW_MOBILE = '99445566';

describe('change of mobile number (001 §2, §4, §5)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  let cookie: string;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
    cookie = await signIn(app, DEMO_CUSTOMER_MOBILE);
  });
  afterEach(() => app.close());

  const headers = () => ({ cookie, 'accept-language': 'en' });
  const request = (MobilePhoneNo: string, Password = DEMO_PASSWORD) =>
    post(app, '/account/ChangeMobilePhoneNoRequest', { Password, MobilePhoneNo }, headers());
  const complete = (OtpCode: string, MobilePhoneNo = NEW_MOBILE, Password = DEMO_PASSWORD) =>
    post(app, '/account/ChangeMobilePhoneNoComplete', { Password, MobilePhoneNo, OtpCode }, headers());

  it('sends an SMS code to the new number and changes the login with it', async () => {
    expect((await request('+357 99 44 55 66')).body).toEqual({ status: 0, text: '' });
    expect(await lastMessageTo(app, NEW_MOBILE)).toMatchObject({ channel: 'sms', subject: null });
    expect((await complete(await lastCodeTo(app, NEW_MOBILE))).body).toEqual({ status: 0, text: '' });
    expect((await post(app, '/account/GetProfileStatus', {}, { cookie })).body.userEmail).toBe(NEW_MOBILE);
    await signIn(app, NEW_MOBILE);
    expect((await post(app, '/account/Login', { Email: DEMO_CUSTOMER_MOBILE, Password: DEMO_PASSWORD })).body.status).toBe(10);
  });

  it('refuses the same, an invalid or a taken number, and a wrong password', async () => {
    expect((await request(DEMO_CUSTOMER_MOBILE)).body).toEqual({ status: 1, text: 'The new mobile number is the same as the current one' });
    expect((await request('22123456')).body).toEqual({ status: 1, text: 'Mobile number is not valid' });
    const [sofia] = UNREGISTERED_CUSTOMERS.filter((customer) => customer.email === null);
    await post(app, '/account/RegisterProfile', { AccountName: sofia?.accountKey, Password: 'Sofia-pass-1', RegistrationType: 2, MobileNo: sofia?.mobileNo });
    expect((await request(sofia?.mobileNo ?? '')).body).toEqual({ status: 19, text: 'This mobile number is already used by another portal user' });
    expect((await request(NEW_MOBILE, 'wrong')).body).toEqual({ status: 10, text: 'The current password is wrong' });
  });

  it('refuses users registered by email (001 §6)', async () => {
    const email = await signIn(app, DEMO_CUSTOMER_EMAIL);
    const answer = await post(app, '/account/ChangeMobilePhoneNoRequest', { Password: DEMO_PASSWORD, MobilePhoneNo: NEW_MOBILE }, { cookie: email, 'accept-language': 'en' });
    expect(answer.body).toEqual({ status: 1, text: 'Only users registered by mobile number can change their mobile number' });
  });

  it('refuses a wrong code, a code for another number, an expired code and a locked one', async () => {
    await request(NEW_MOBILE);
    const code = await lastCodeTo(app, NEW_MOBILE);
    expect((await complete(code, NEW_MOBILE, 'wrong')).body.status).toBe(10);
    expect((await complete(otherCode(code))).body).toEqual({ status: 14, text: 'The one-time code is not valid' });
    expect((await complete(code, '99778899')).body.status).toBe(14);
    clock.advanceSeconds(300);
    expect((await complete(code)).body.status).toBe(15);
    clock.advanceSeconds(30);
    await request(NEW_MOBILE);
    const fresh = await lastCodeTo(app, NEW_MOBILE);
    for (let attempt = 0; attempt < 5; attempt++) await complete(otherCode(fresh));
    expect((await complete(fresh)).body.status).toBe(16);
  });

  it('locks the resend (000 §9)', async () => {
    await request(NEW_MOBILE);
    expect((await request(NEW_MOBILE)).body).toEqual({ status: 18, text: 'Please wait 30 seconds before asking for a new code', retryAfterSeconds: 30 });
  });
});
