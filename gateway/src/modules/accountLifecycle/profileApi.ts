import type { UpstreamClient } from '../../upstream/client.ts';

/** `/account/ChangePassword` 🔒: ends the user's other upstream sessions. */
export async function changePassword(upstream: UpstreamClient, currentPassword: string, newPassword: string): Promise<void> {
  await upstream.post('/account/ChangePassword', { CurrentPassword: currentPassword, NewPassword: newPassword });
}

/** `/account/ChangeEmail` 🔒: a code and a `/changeEmailComplete/{code}` link (on `portalUrl`) to the new address. */
export async function changeEmail(upstream: UpstreamClient, password: string, newEmail: string, portalUrl: string | undefined): Promise<void> {
  await upstream.post('/account/ChangeEmail', {
    Password: password,
    NewEmail: newEmail,
    SendOtpCode: true,
    ...(portalUrl === undefined ? {} : { PortalUrl: portalUrl }),
  });
}

/** `/account/ChangeEmailComplete` with the code 🔒, or with the link code alone (no session needed). */
export async function changeEmailComplete(
  upstream: UpstreamClient,
  request: { password: string; newEmail: string; otpCode: string } | { linkCode: string },
): Promise<void> {
  await upstream.post(
    '/account/ChangeEmailComplete',
    'linkCode' in request
      ? { Value: request.linkCode }
      : { Password: request.password, Email: request.newEmail, OtpCode: request.otpCode },
  );
}

/** `/account/ChangeMobilePhoneNoRequest` 🔒: an SMS code to the new number. */
export async function changeMobileRequest(upstream: UpstreamClient, password: string, mobile: string): Promise<void> {
  await upstream.post('/account/ChangeMobilePhoneNoRequest', { Password: password, MobilePhoneNo: mobile });
}

/** `/account/ChangeMobilePhoneNoComplete` 🔒: the new number becomes the login. */
export async function changeMobileComplete(
  upstream: UpstreamClient,
  request: { password: string; mobile: string; otpCode: string },
): Promise<void> {
  await upstream.post('/account/ChangeMobilePhoneNoComplete', {
    Password: request.password,
    MobilePhoneNo: request.mobile,
    OtpCode: request.otpCode,
  });
}
