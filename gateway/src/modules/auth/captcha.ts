import { createHash } from 'node:crypto';
import type { GatewayContext } from '../../context.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { validateReCaptchaKey } from './captchaApi.ts';
import { verifyWithProvider } from './captchaProvider.ts';
import { authMessage } from './messages.ts';

/**
 * How long a token that passed keeps passing for the address it came from. The login page asks for
 * the captcha once and then lets its actions run (`000 §4`): a wrong password tried again, the
 * one-time code typed after it was sent. The provider accepts each token only once, so the gateway
 * remembers the pass; the sign-in rate limits still count every attempt.
 */
const CAPTCHA_PASS_TTL_MS = 10 * 60 * 1000;

/** Far above a reCAPTCHA token (about 2,000 characters): longer input is refused without a call. */
const MAX_CAPTCHA_TOKEN_LENGTH = 8_192;

const passKey = (token: string, address: string) =>
  `captcha:pass:${createHash('sha256').update(token).digest('base64url')}:${address}`;

/**
 * The provider verifies the token when the gateway has its secret (`RECAPTCHA_SECRET`); otherwise the
 * utility API does (`000 §7`), which is how the reference API's offline stand-in key passes.
 */
async function captchaPassed(ctx: GatewayContext, token: string): Promise<boolean> {
  const address = ctx.clientAddress;
  const key = passKey(token, address);
  const store = ctx.services.rateLimits;
  if ((await store.peek(key)) > 0) return true;
  const { secret } = ctx.services.config.recaptcha;
  const passed = secret === undefined ? await validateReCaptchaKey(ctx.upstream, token) : await verifyWithProvider(ctx, secret, token, address);
  if (passed) await store.hit(key, CAPTCHA_PASS_TTL_MS);
  return passed;
}

/**
 * Sign-in, registration and reset need a passed captcha when the utility configures a site key
 * (`000 §4`, login page modes). The browser's widget is not trusted: its token is verified here.
 */
export async function captchaError(ctx: GatewayContext, token: string | null | undefined): Promise<UserError | undefined> {
  const settings = await loadSettings(ctx);
  if (settings.reCaptchaSiteKey === null) return undefined;
  const trimmed = token?.trim() ?? '';
  if (trimmed !== '' && trimmed.length <= MAX_CAPTCHA_TOKEN_LENGTH && (await captchaPassed(ctx, trimmed))) return undefined;
  return userError('CAPTCHA_FAILED', authMessage('captchaFailed', ctx.language), 'captchaToken');
}
