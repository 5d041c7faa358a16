import type { UpstreamClient } from '../../upstream/client.ts';

/** Registration types of `000 §9`: 1 email, 2 mobile. */
export const UPSTREAM_REGISTRATION_TYPE = { EMAIL: 1, MOBILE: 2 } as const;

export interface RegisterProfileRequest {
  accountName: string;
  idNo: string;
  email: string;
  mobileNo: string;
  password: string;
  registrationType: 1 | 2;
  /** Where the mailed activation link points (`PUBLIC_URL`). */
  portalUrl: string | undefined;
}

/** `/account/RegisterProfile` (`000 §7`): creates an inactive user and sends the activation code. */
export async function registerProfile(upstream: UpstreamClient, request: RegisterProfileRequest): Promise<void> {
  await upstream.post('/account/RegisterProfile', {
    AccountName: request.accountName,
    Password: request.password,
    IdNo: request.idNo,
    MobileNo: request.mobileNo,
    Email: request.email,
    SendOtpCode: true,
    RegistrationType: request.registrationType,
    ...(request.portalUrl === undefined ? {} : { PortalUrl: request.portalUrl }),
  });
}

/** `/account/ActivateAccount`: `value` is the registered login with a code, else the link code. */
export async function activateAccount(upstream: UpstreamClient, value: string, otpCode: string | null): Promise<void> {
  await upstream.post('/account/ActivateAccount', otpCode === null ? { Value: value } : { Value: value, OtpCode: otpCode });
}

/** `/account/ResendActivationOtpCode`: a new code (and link, on `portalUrl`); the old ones stop working. */
export async function resendActivationOtpCode(upstream: UpstreamClient, value: string, portalUrl: string | undefined): Promise<void> {
  await upstream.post('/account/ResendActivationOtpCode', { Value: value, ...(portalUrl === undefined ? {} : { PortalUrl: portalUrl }) });
}

/** `/account/SendResetUserPassword`: always status 0, so that logins cannot be enumerated. */
export async function sendResetUserPassword(upstream: UpstreamClient, login: string): Promise<void> {
  await upstream.post('/account/SendResetUserPassword', { Email: login, SendOtpCode: true });
}

/** `/account/ResetUserPassword`, with the login the code was sent for (a code alone is weaker). */
export async function resetUserPassword(
  upstream: UpstreamClient,
  request: { login: string; code: string; password: string },
): Promise<void> {
  await upstream.post('/account/ResetUserPassword', {
    PasswordResetCode: request.code,
    Password: request.password,
    Email: request.login,
  });
}
