import { isIP } from 'node:net';
import type { GatewayContext } from '../../context.ts';
import { captchaUnavailableError } from '../../errors.ts';

/** The provider's answer (reCAPTCHA `siteverify`); anything may be missing from a garbled one. */
interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Codes that say the gateway's own configuration is wrong, not the visitor's token. */
const SECRET_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

async function siteverify(ctx: GatewayContext, secret: string, token: string, address: string): Promise<SiteverifyAnswer> {
  const { recaptcha, upstreamTimeoutMs } = ctx.services.config;
  const body = new URLSearchParams({ secret, response: token });
  // Before a trusted proxy, or from an in-process test, the address is not an IP: the provider gets none.
  if (isIP(address) !== 0) body.set('remoteip', address);
  try {
    const response = await fetch(recaptcha.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(upstreamTimeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    ctx.logger.error({ err: error, url: recaptcha.verifyUrl }, 'captcha verification failed');
    throw captchaUnavailableError();
  }
}

/**
 * Whether the captcha provider accepts a token of the widget (reCAPTCHA v2 `siteverify`: secret,
 * response and the visitor's address). A provider that cannot be reached is an error, not a refusal.
 */
export async function verifyWithProvider(ctx: GatewayContext, secret: string, token: string, address: string): Promise<boolean> {
  const answer = await siteverify(ctx, secret, token, address);
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
  if (codes.some((code) => SECRET_ERRORS.has(String(code)))) {
    ctx.logger.error({ codes }, 'the captcha provider refuses RECAPTCHA_SECRET: every captcha fails');
  }
  if (answer.success !== true) return false;
  const { hostnames } = ctx.services.config.recaptcha;
  return hostnames.length === 0 || (typeof answer.hostname === 'string' && hostnames.includes(answer.hostname.toLowerCase()));
}
