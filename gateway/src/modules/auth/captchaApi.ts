import type { UpstreamClient } from '../../upstream/client.ts';

/** `GET /Utility/ValidateReCaptchaKey?key=` (`000 §7`): whether the captcha service accepts the token. */
export async function validateReCaptchaKey(upstream: UpstreamClient, token: string): Promise<boolean> {
  const payload = await upstream.get(`/Utility/ValidateReCaptchaKey?key=${encodeURIComponent(token)}`);
  return payload.success === true;
}
