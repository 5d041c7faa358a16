import type { UpstreamClient } from '../../upstream/client.ts';

/** The profile of `/account/GetProfileDetails` (`000 §3`, Profile). */
export interface UpstreamProfile {
  name: string;
  role: number;
  email?: string | null;
  mobileNo?: string | null;
  account?: string | null;
  /** accountId of the selected account; `account` is its key. */
  selectedAccount?: number | null;
  linkToWarehouse?: boolean | null;
  warehouseId?: number | null;
  meterWarehouseId?: number | null;
  isFieldWorker?: boolean | null;
  registrationType?: number | null;
  portalNewCs?: boolean | null;
  portalOm?: boolean | null;
  portalDisconnections?: boolean | null;
  portalDm?: boolean | null;
  elementProperties?: boolean | null;
  assetRegister?: boolean | null;
  portalLogs?: boolean | null;
  portalQuality?: boolean | null;
  portalCaptureMeterReadings?: boolean | null;
  portalGis?: boolean | null;
  portalGisAdmin?: boolean | null;
  showContactUsEmail?: boolean | null;
  contactUsUrl?: string | null;
}

export interface LoginRequest {
  email: string;
  password: string;
  trustedComputer: boolean;
}

/** `/account/Login` (`000 §7`): on success the upstream sets its session cookie on the client. */
export async function login(upstream: UpstreamClient, request: LoginRequest): Promise<void> {
  await upstream.post('/account/Login', {
    Email: request.email,
    Password: request.password,
    // One-time codes arrive in a second step (`000 §4`, OTP login); status 13 asks for one.
    OtpCode: '',
    TrustedComputer: request.trustedComputer,
  });
}

/** `/account/GetProfileStatus` (`000 §7`): the login name of the upstream session's user. */
export async function getProfileStatus(upstream: UpstreamClient): Promise<string> {
  return (await upstream.read<{ userEmail: string }>('/account/GetProfileStatus')).userEmail;
}

/** `/account/GetProfileDetails` (`000 §7`): only the session's own user is answered. */
export async function getProfileDetails(upstream: UpstreamClient, username: string): Promise<UpstreamProfile> {
  return (await upstream.read<{ item: UpstreamProfile }>('/account/GetProfileDetails', { Username: username })).item;
}

/** `/account/Logout` (`000 §7`): ends the upstream session. */
export async function logout(upstream: UpstreamClient): Promise<void> {
  await upstream.post('/account/Logout');
}
