import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { outboxCode, outboxLinkCode } from '../auth/outbox.testkit.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0, publicUrl: 'https://portal.example' });
  await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
});
afterAll(() => harness.close());

const PASSWORD = 'Fresh-2026!';
const ERRORS = 'userErrors { field code message retryAfterSeconds }';

async function mutate(browser: TestBrowser, field: string, input: object, selection: string) {
  const answer = await browser.graphql(`mutation($input: ${field[0]?.toUpperCase()}${field.slice(1)}Input!) {
    ${field}(input: $input) { ${selection} } }`, { input });
  if (answer.body.errors !== undefined) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.[field] as Record<string, unknown>;
}

async function signIn(login: string, password: string) {
  const browser = harness.browser();
  browser.cookies.set('lang', 'en');
  const answer = await browser.graphql(LOGIN, { input: { email: login, password } });
  return { browser, login: answer.body.data?.['login'] as Record<string, unknown> };
}

describe('registration and activation (000 §2, §4, §8)', () => {
  it('registers by email (20000001), activates with the e-mailed code, then signs in', async () => {
    const browser = harness.browser();
    const input = {
      accountName: '20000001',
      idNo: '0812345',
      emailOrMobile: 'nikos@demo.test',
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    };
    expect(await mutate(browser, 'registerProfile', input, `registrationType sentTo ${ERRORS}`)).toEqual({
      registrationType: 'EMAIL',
      sentTo: 'nikos@demo.test',
      userErrors: [],
    });
    expect((await signIn('nikos@demo.test', PASSWORD)).login).toMatchObject({ userErrors: [{ code: 'ACCOUNT_NOT_ACTIVE' }] });
    const { code } = await outboxCode(harness.apiUrl, 'nikos@demo.test');
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await mutate(browser, 'activateAccount', { value: 'nikos@demo.test', otpCode: wrong }, `activated result ${ERRORS}`);
    expect(refused).toMatchObject({ activated: false, result: 'INVALID_OTP_CODE', userErrors: [{ code: 'OTP_INVALID', field: 'otpCode' }] });
    expect(await mutate(browser, 'activateAccount', { value: 'nikos@demo.test', otpCode: code }, `activated result ${ERRORS}`)).toEqual({
      activated: true,
      result: null,
      userErrors: [],
    });
    expect((await signIn('nikos@demo.test', PASSWORD)).login).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
    expect(await mutate(browser, 'registerProfile', input, `registrationType ${ERRORS}`)).toMatchObject({
      registrationType: null,
      userErrors: [{ code: 'ALREADY_IN_USE' }],
    });
  });

  it('registers by mobile (20000002), resends, refuses the replaced code, and activates by SMS', async () => {
    const browser = harness.browser();
    const input = { accountName: '20000002', idNo: '0823456', emailOrMobile: '99333444', password: PASSWORD, passwordRepeat: PASSWORD };
    expect(await mutate(browser, 'registerProfile', input, `registrationType sentTo ${ERRORS}`)).toEqual({
      registrationType: 'MOBILE',
      sentTo: '99333444',
      userErrors: [],
    });
    const first = await outboxCode(harness.apiUrl, '99333444');
    expect(first.channel).toBe('sms');
    expect(await mutate(browser, 'resendActivationCode', { value: '99333444' }, `sent ${ERRORS}`)).toEqual({ sent: true, userErrors: [] });
    const second = await outboxCode(harness.apiUrl, '99333444');
    if (first.code !== second.code) {
      expect(await mutate(browser, 'activateAccount', { value: '99333444', otpCode: first.code }, `result ${ERRORS}`)).toMatchObject({
        result: 'INVALID_OTP_CODE',
      });
    }
    expect(await mutate(browser, 'activateAccount', { value: '99333444', otpCode: second.code }, 'activated')).toEqual({ activated: true });
    expect(await mutate(browser, 'resendActivationCode', { value: '99333444' }, `sent ${ERRORS}`)).toMatchObject({
      sent: false,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    expect(await mutate(browser, 'activateAccount', { value: 'not-a-link' }, `activated result ${ERRORS}`)).toMatchObject({
      activated: false,
      result: 'INVALID_LINK',
      userErrors: [{ code: 'OTP_INVALID', field: 'value' }],
    });
  });

  it('checks the input before calling the upstream', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');
    harness.upstream.reset();
    const input = { accountName: ' ', emailOrMobile: 'a@b.test', password: 'x', passwordRepeat: 'y' };
    expect(await mutate(browser, 'registerProfile', input, ERRORS)).toEqual({
      userErrors: [
        { field: 'accountName', code: 'INVALID_INPUT', message: 'This field is mandatory.', retryAfterSeconds: null },
        { field: 'passwordRepeat', code: 'PASSWORDS_DO_NOT_MATCH', message: 'The passwords do not match.', retryAfterSeconds: null },
      ],
    });
    expect(harness.upstream.calls()).toEqual([]);
    const weak = { accountName: '20000003', idNo: '0834567', emailOrMobile: 'petros@demo.test', password: 'a', passwordRepeat: 'a' };
    expect(await mutate(browser, 'registerProfile', weak, ERRORS)).toMatchObject({ userErrors: [{ code: 'PASSWORD_RULE' }] });
  });
});

describe('password reset (000 §2, §4)', () => {
  it('resets with the code from the outbox, refuses the replayed code, and answers unknown logins alike', async () => {
    const browser = harness.browser();
    expect(await mutate(browser, 'requestPasswordReset', { emailOrMobile: 'maria@demo.test' }, `sent ${ERRORS}`)).toEqual({
      sent: true,
      userErrors: [],
    });
    expect(await mutate(browser, 'requestPasswordReset', { emailOrMobile: 'nobody@demo.test' }, `sent ${ERRORS}`)).toEqual({
      sent: true,
      userErrors: [],
    });
    const { code } = await outboxCode(harness.apiUrl, 'maria@demo.test');
    const input = { emailOrMobile: 'maria@demo.test', code, password: PASSWORD, passwordRepeat: PASSWORD };
    expect(await mutate(browser, 'resetPassword', { ...input, passwordRepeat: 'other' }, ERRORS)).toMatchObject({
      userErrors: [{ code: 'PASSWORDS_DO_NOT_MATCH', field: 'passwordRepeat' }],
    });
    expect(await mutate(browser, 'resetPassword', input, `passwordReset ${ERRORS}`)).toEqual({ passwordReset: true, userErrors: [] });
    expect(await mutate(browser, 'resetPassword', input, `passwordReset ${ERRORS}`)).toMatchObject({
      passwordReset: false,
      userErrors: [{ code: 'OTP_INVALID' }],
    });
    expect((await signIn('maria@demo.test', PASSWORD)).login).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
  });
});

describe('changes of password, email and mobile (001 §2, §5)', () => {
  it("gives the utility's refusals in the request's language, whatever the session's (cookie, then Accept-Language)", async () => {
    // An integrator signs in without naming a language (the session's is the default, el), then asks per request.
    const integrator = await harness.signedIn(DEMO_LOGINS.staff);
    const input = { identifier: DEMO_LOGINS.staff, currentPassword: 'bad', newPassword: 'Newer-2026!', newPasswordRepeat: 'Newer-2026!' };
    const refusal = async (language: string) => {
      integrator.headers['accept-language'] = language;
      return ((await mutate(integrator, 'changePassword', input, ERRORS)) as { userErrors: Array<{ message: string }> }).userErrors[0]?.message;
    };
    expect(await refusal('ar')).toBe('كلمة المرور الحالية غير صحيحة');
    expect(await refusal('en')).toBe('The current password is wrong');
    expect(await refusal('el')).toBe('Ο τρέχων κωδικός πρόσβασης είναι λάθος');
  });

  it('changes the password: wrong identifier and current password refused, other sessions end, this one rotates', async () => {
    const { browser } = await signIn('nikos@demo.test', PASSWORD);
    const { browser: other } = await signIn('nikos@demo.test', PASSWORD);
    const oldSession = browser.cookies.get('portal_session');
    const input = { identifier: 'nikos@demo.test', currentPassword: PASSWORD, newPassword: 'Newer-2026!', newPasswordRepeat: 'Newer-2026!' };

    expect(await mutate(browser, 'changePassword', { ...input, identifier: 'x@demo.test' }, ERRORS)).toEqual({
      userErrors: [{ field: 'identifier', code: 'WRONG_CURRENT_VALUE', message: 'Wrong email entered.', retryAfterSeconds: null }],
    });
    expect(await mutate(browser, 'changePassword', { ...input, currentPassword: 'bad' }, ERRORS)).toMatchObject({
      userErrors: [{ field: 'currentPassword', code: 'INVALID_CREDENTIALS' }],
    });
    expect(await mutate(browser, 'changePassword', input, `passwordChanged viewer { isAuthenticated } ${ERRORS}`)).toEqual({
      passwordChanged: true,
      viewer: { isAuthenticated: true },
      userErrors: [],
    });
    expect(browser.cookies.get('portal_session')).not.toBe(oldSession);
    const stale = harness.browser();
    stale.cookies.set('portal_session', oldSession ?? '');
    expect((await stale.graphql('{ viewer { isAuthenticated } }')).body).toEqual({ data: { viewer: { isAuthenticated: false } } });
    expect((await other.graphql('{ viewer { isAuthenticated } }')).body).toEqual({ data: { viewer: { isAuthenticated: false } } });
    expect((await browser.graphql('{ viewer { isAuthenticated } }')).body).toEqual({ data: { viewer: { isAuthenticated: true } } });
  });

  it('changes the email: checks, code to the new address, then the profile shows it', async () => {
    const { browser } = await signIn('nikos@demo.test', 'Newer-2026!');
    const idBefore = ((await browser.graphql('{ viewer { user { id } } }')).body.data as { viewer: { user: { id: string } } }).viewer.user.id;
    const request = { currentEmail: 'nikos@demo.test', newEmail: 'nikos.new@demo.test', password: 'Newer-2026!' };
    const selection = `codeSent sentTo ${ERRORS}`;
    expect(await mutate(browser, 'requestEmailChange', { ...request, currentEmail: 'x@demo.test' }, selection)).toMatchObject({
      userErrors: [{ code: 'WRONG_CURRENT_VALUE', field: 'currentEmail' }],
    });
    expect(await mutate(browser, 'requestEmailChange', { ...request, newEmail: 'NIKOS@demo.test' }, selection)).toMatchObject({
      userErrors: [{ code: 'SAME_VALUE', field: 'newEmail' }],
    });
    expect(await mutate(browser, 'requestEmailChange', { ...request, newEmail: 'maria@demo.test' }, selection)).toMatchObject({
      userErrors: [{ code: 'ALREADY_IN_USE' }],
    });
    expect(await mutate(browser, 'requestEmailChange', request, selection)).toEqual({
      codeSent: true,
      sentTo: 'nikos.new@demo.test',
      userErrors: [],
    });
    const { code } = await outboxCode(harness.apiUrl, 'nikos.new@demo.test');
    const complete = { newEmail: 'nikos.new@demo.test', password: 'Newer-2026!', otpCode: code };
    expect(
      await mutate(browser, 'completeEmailChange', complete, `emailChanged viewer { user { email username } } ${ERRORS}`),
    ).toEqual({
      emailChanged: true,
      viewer: { user: { email: 'nikos.new@demo.test', username: 'nikos.new@demo.test' } },
      userErrors: [],
    });
    // A global id names the user, not the login name: the client's cached user stays the same object.
    expect((await browser.graphql('{ viewer { user { id } } }')).body.data).toEqual({ viewer: { user: { id: idBefore } } });
    expect((await signIn('nikos.new@demo.test', 'Newer-2026!')).login).toMatchObject({ userErrors: [] });
  });

  it('confirms an email change through the e-mailed link without a session', async () => {
    const { browser } = await signIn('nikos.new@demo.test', 'Newer-2026!');
    const request = { currentEmail: 'nikos.new@demo.test', newEmail: 'nikos.link@demo.test', password: 'Newer-2026!' };
    expect(await mutate(browser, 'requestEmailChange', request, 'codeSent')).toEqual({ codeSent: true });
    // PUBLIC_URL: the mailed link opens the portal from a mail client.
    const link = await outboxLinkCode(harness.apiUrl, 'nikos.link@demo.test', '/changeEmailComplete', 'https://portal.example');
    const visitor = harness.browser();
    expect(await mutate(visitor, 'confirmEmailChange', { code: link }, `emailChanged ${ERRORS}`)).toEqual({ emailChanged: true, userErrors: [] });
    expect(await mutate(visitor, 'confirmEmailChange', { code: link }, `emailChanged ${ERRORS}`)).toMatchObject({
      emailChanged: false,
      userErrors: [{ code: 'OTP_INVALID', field: 'code' }],
    });
    expect((await signIn('nikos.link@demo.test', 'Newer-2026!')).login).toMatchObject({ userErrors: [] });
  });

  it('changes the mobile number with the SMS code', async () => {
    const { browser } = await signIn('99333444', PASSWORD);
    const selection = `codeSent sentTo ${ERRORS}`;
    const request = { currentMobile: '99333444', newMobile: '99777888', password: PASSWORD };
    expect(await mutate(browser, 'requestMobileChange', { ...request, currentMobile: '99000000' }, selection)).toMatchObject({
      userErrors: [{ code: 'WRONG_CURRENT_VALUE', field: 'currentMobile' }],
    });
    expect(await mutate(browser, 'requestMobileChange', { ...request, newMobile: '99333444' }, selection)).toMatchObject({
      userErrors: [{ code: 'SAME_VALUE', field: 'newMobile' }],
    });
    expect(await mutate(browser, 'requestMobileChange', request, selection)).toEqual({ codeSent: true, sentTo: '99777888', userErrors: [] });
    const { code } = await outboxCode(harness.apiUrl, '99777888');
    const complete = { newMobile: '99777888', password: PASSWORD, otpCode: code };
    expect(await mutate(browser, 'completeMobileChange', { ...complete, otpCode: '' }, ERRORS)).toMatchObject({
      userErrors: [{ code: 'INVALID_INPUT', field: 'otpCode' }],
    });
    expect(await mutate(browser, 'completeMobileChange', complete, `mobileChanged viewer { user { mobileNo } } ${ERRORS}`)).toEqual({
      mobileChanged: true,
      viewer: { user: { mobileNo: '99777888' } },
      userErrors: [],
    });
  });

  it('refuses visitors with UNAUTHENTICATED', async () => {
    const answer = await harness.browser().graphql(
      'mutation { changePassword(input: { identifier: "a", currentPassword: "b", newPassword: "c", newPasswordRepeat: "c" }) { passwordChanged } }',
    );
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
