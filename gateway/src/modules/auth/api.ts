import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** The profile of `/account/GetProfileDetails` (`000 §3`, Profile); `account` is the key of `selectedAccount`. */
export type UpstreamProfile = UpstreamPayload<'/account/GetProfileDetails'>['item'];

export interface LoginRequest {
  email: string;
  password: string;
  /** The code of `/account/LoginWithOtpStage1` (`000 §4`, OTP login); empty asks for none (status 13 when one is needed). */
  otpCode: string;
  trustedComputer: boolean;
}

/** `/account/Login` (`000 §7`): on success the upstream sets its session cookie on the client. */
export async function login(upstream: UpstreamClient, request: LoginRequest): Promise<void> {
  await upstream.post('/account/Login', {
    Email: request.email,
    Password: request.password,
    OtpCode: request.otpCode,
    TrustedComputer: request.trustedComputer,
  });
}

/**
 * `/account/LoginWithOtpStage1` (`000 §4`): checks the password and sends a code; false when this
 * user needs none (OTP sign-in off, employee, trusted computer). A write: it sends a message.
 */
export async function loginWithOtpStage1(upstream: UpstreamClient, email: string, password: string): Promise<boolean> {
  return (await upstream.post('/account/LoginWithOtpStage1', { Email: email, Password: password }))
    .otpSent;
}

/** `/account/GetProfileStatus` (`000 §7`): the login name of the upstream session's user. */
export async function getProfileStatus(upstream: UpstreamClient): Promise<string> {
  return (await upstream.read('/account/GetProfileStatus')).userEmail;
}

/** `/account/GetProfileDetails` (`000 §7`): only the session's own user is answered. */
export async function getProfileDetails(upstream: UpstreamClient, username: string): Promise<UpstreamProfile> {
  return (await upstream.read('/account/GetProfileDetails', { Username: username })).item;
}

/** `/account/Logout` (`000 §7`): ends the upstream session. */
export async function logout(upstream: UpstreamClient): Promise<void> {
  await upstream.post('/account/Logout');
}
