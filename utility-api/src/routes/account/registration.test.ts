import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_MOBILE } from '../../seed/demoUsers.ts';
import { UNREGISTERED_CUSTOMERS } from '../../seed/unregisteredCustomers.ts';
import { lastMessageTo, messagesTo } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const en = { 'accept-language': 'en' };
const [nikos, sofia, petros] = UNREGISTERED_CUSTOMERS;
const PASSWORD = 'New-pass-1';

describe('/account/RegisterProfile (000 §3–§5)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApi();
  });
  afterEach(() => app.close());

  const register = (fields: object) =>
    post(
      app,
      '/account/RegisterProfile',
      { AccountName: nikos.accountKey, Password: PASSWORD, IdNo: null, MobileNo: null, SendOtpCode: true, RegistrationType: 1, Email: 'nikos.new@demo.test', ...fields },
      en,
    );
  const settings = (values: object) => post(app, '/__dev/settings', { values });

  it('creates an inactive user and e-mails the activation code with the /activate link', async () => {
    expect((await register({ Email: 'Nikos.New@Demo.TEST' })).body).toEqual({ status: 0, text: '' });
    const message = await lastMessageTo(app, 'nikos.new@demo.test');
    expect(message).toMatchObject({ channel: 'email', subject: 'Activate your portal account' });
    expect(message.body).toMatch(/Your activation code is \d{6}\./);
    expect(message.body).toMatch(/\/activate\/[\w-]{43} /);
    const login = await post(app, '/account/Login', { Email: 'nikos.new@demo.test', Password: PASSWORD }, en);
    expect(login.body.status).toBe(11);
  });

  it('registers by mobile number, with or without the dial code, and sends the code by SMS', async () => {
    const answer = await register({ AccountName: sofia.accountKey, RegistrationType: 2, Email: null, MobileNo: '+357 99 333 444' });
    expect(answer.body.status).toBe(0);
    const sms = await lastMessageTo(app, '99333444');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms.body).not.toContain('/activate/');
  });

  it('refuses unknown and already registered account numbers', async () => {
    expect((await register({ AccountName: '123' })).body).toEqual({
      status: 1,
      text: 'We could not find this account number. Please check it on your bill.',
    });
    const cookie = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const accounts = await post(app, '/Account/GetItems', { Options: { PageSize: 1, Page: 1 } }, { cookie });
    const [registered] = accounts.body.items as { accountKey: string }[];
    expect((await register({ AccountName: registered?.accountKey })).body).toEqual({
      status: 19,
      text: 'This account is already registered for the portal',
    });
  });

  it('replaces a registration that was never activated', async () => {
    expect((await register({ AccountName: petros.accountKey, Email: 'first@demo.test' })).body.status).toBe(0);
    expect((await register({ AccountName: petros.accountKey, Email: 'second@demo.test' })).body.status).toBe(0);
    expect((await register({ Email: 'first@demo.test' })).body.status).toBe(0);
  });

  it('refuses an email or mobile number another user signs in with', async () => {
    expect((await register({ Email: 'maria@demo.test' })).body).toEqual({
      status: 19,
      text: 'This email address is already used by another portal user',
    });
    const mobile = await register({ RegistrationType: 2, Email: null, MobileNo: DEMO_CUSTOMER_MOBILE });
    expect(mobile.body).toEqual({ status: 19, text: 'This mobile number is already used by another portal user' });
  });

  it('refuses an invalid email or mobile number', async () => {
    expect((await register({ Email: 'nikos' })).body).toEqual({ status: 1, text: 'Email address is not valid' });
    expect((await register({ RegistrationType: 2, MobileNo: '12345' })).body).toEqual({ status: 1, text: 'Mobile number is not valid' });
  });

  it('applies the password rules, each with its own text', async () => {
    const texts = [];
    for (const Password of ['', 'Ab1!', 'abcdefgh1', 'abcdefgh!', '12345678!']) texts.push((await register({ Password })).body);
    expect(texts).toEqual([
      { status: 17, text: 'Please enter a password' },
      { status: 17, text: 'The password must have at least 8 characters' },
      { status: 17, text: 'The password must contain at least one special character' },
      { status: 17, text: 'The password must contain at least one digit' },
      { status: 17, text: 'The password must contain at least one letter' },
    ]);
    await settings({ strongPassword: false, passwordMinimumLength: 4 });
    expect((await register({ Password: 'abcd' })).body.status).toBe(0);
  });

  it('checks the identity number on a customer portal when isValidateCustomerAccountIdNo is on', async () => {
    await settings({ isValidateCustomerAccountIdNo: true });
    expect((await register({ IdNo: '9999999' })).body).toEqual({
      status: 1,
      text: 'The identity number does not match our records for this account',
    });
    expect((await register({ IdNo: nikos.idNo })).body.status).toBe(0);
    await settings({ portalProfileType: 1 });
    expect((await register({ AccountName: petros.accountKey, IdNo: null, Email: 'p@demo.test' })).body.status).toBe(0);
  });

  it('checks the email against the customer record when isValidateCustomerAccountEmail is on', async () => {
    await settings({ isValidateCustomerAccountEmail: true });
    expect((await register({ Email: 'other@demo.test' })).body).toEqual({
      status: 1,
      text: 'The email address does not match our records for this account',
    });
    expect((await register({ Email: nikos.email })).body.status).toBe(0);
  });

  it('checks the mobile number against the customer record when configured or with OTP sign-in', async () => {
    const bySms = { AccountName: sofia.accountKey, RegistrationType: 2, Email: null };
    await settings({ customerLoginWithOtp: true });
    expect((await register({ ...bySms, MobileNo: '99000111' })).body).toEqual({
      status: 1,
      text: 'The mobile number does not match our records for this account',
    });
    await settings({ customerLoginWithOtp: false, isValidateCustomerAccountMobileNo: true });
    expect((await register({ ...bySms, MobileNo: '99000111' })).body.status).toBe(1);
    expect((await register({ ...bySms, MobileNo: sofia.mobileNo })).body.status).toBe(0);
  });

  it('answers in the request language and sends nothing when refused', async () => {
    const answer = await post(app, '/account/RegisterProfile', { AccountName: '1', Password: PASSWORD, RegistrationType: 1, Email: 'x@demo.test' }, { 'accept-language': 'ru' });
    expect(answer.body).toEqual({ status: 1, text: 'Номер счёта не найден. Пожалуйста, сверьте его с вашим счётом.' });
    expect(await messagesTo(app, 'x@demo.test')).toEqual([]);
  });

  it('answers HTTP 400 status 2 for an unknown registration type', async () => {
    const answer = await register({ RegistrationType: 3 });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(2);
  });
});
