import type { GatewayContext } from '../../context.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { validateReCaptchaKey } from './captchaApi.ts';
import { authMessage } from './messages.ts';

/**
 * Sign-in, registration and reset need a passed captcha when the utility configures a site key
 * (`000 §4`, login page modes). The browser's widget is not trusted: its token is verified upstream.
 */
export async function captchaError(ctx: GatewayContext, token: string | null | undefined): Promise<UserError | undefined> {
  const settings = await loadSettings(ctx);
  if (settings.reCaptchaSiteKey === null) return undefined;
  const trimmed = token?.trim() ?? '';
  if (trimmed !== '' && (await validateReCaptchaKey(ctx.upstream, trimmed))) return undefined;
  return userError('CAPTCHA_FAILED', authMessage('captchaFailed', ctx.language), 'captchaToken');
}
