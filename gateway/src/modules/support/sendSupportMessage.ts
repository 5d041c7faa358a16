import type { GatewayContext } from '../../context.ts';
import { formMessage, textFieldErrors } from '../../i18n/formChecks.ts';
import type { LanguageCode } from '../../request/language.ts';
import type { FieldResolver } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { OTP_CODE_TYPE } from '../otpSession/api.ts';
import { codeCheckSucceeded, limitCodeCheck } from '../otpSession/codeAttempts.ts';
import { submitOnce, type CreateOutcome } from '../otpSession/submitOnce.ts';
import { loadOrganisation } from '../settings/sharedSettings.ts';
import { sendContactUsEmail } from './api.ts';
import { supportMessage } from './supportMessages.ts';

/** Limits of the support form; subject and message as the reference API's (`utility-api/README.md`, Support). */
export const SUPPORT_LIMITS = { name: 100, subject: 200, message: 4000 } as const;

interface SendSupportMessageInput {
  token: string;
  idempotencyKey?: string | null;
  channel: 'EMAIL' | 'SMS';
  code: string;
  name: string;
  subject: string;
  message: string;
}

interface SendSupportMessagePayload {
  reference: string | null;
  userErrors: UserError[];
}

function textErrors(language: LanguageCode, field: keyof typeof SUPPORT_LIMITS, value: string): UserError[] {
  return textFieldErrors(language, field, value, SUPPORT_LIMITS[field]);
}

const refused = (userErrors: UserError[]): SendSupportMessagePayload => ({ reference: null, userErrors });

/** The message with the session's code, one check of the session's code budget; the upstream uses the code up (`001 §7`). */
async function send(input: SendSupportMessageInput, text: { subject: string; body: string }, sessionId: number, ctx: GatewayContext): Promise<CreateOutcome<string>> {
  const limited = await limitCodeCheck(ctx, sessionId);
  if (limited !== undefined) return { userErrors: [limited] };
  let reference: string | null = null;
  const refusals = await refusalsOf(async () => {
    reference = await sendContactUsEmail(ctx.upstream, {
      language: ctx.language,
      ...text,
      sessionId,
      otpType: OTP_CODE_TYPE[input.channel],
      otpCode: input.code.trim(),
    });
  }, 'code');
  if (refusals.length > 0 || reference === null) return { userErrors: refusals };
  await codeCheckSucceeded(ctx, sessionId);
  return { created: reference };
}

/** Checks the form and the session, then sends: one message per OTP session, the first again for the same `idempotencyKey`. */
export const sendSupportMessage: FieldResolver<unknown, { input: SendSupportMessageInput }, SendSupportMessagePayload> = async (
  _,
  { input },
  ctx,
) => {
  const name = input.name.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  const errors = [
    ...textErrors(ctx.language, 'name', name),
    ...textErrors(ctx.language, 'subject', subject),
    ...textErrors(ctx.language, 'message', message),
  ];
  if (errors.length > 0) return refused(errors);
  if (!(await loadOrganisation(ctx)).enableSupportPage) return refused([userError('NOT_ALLOWED', supportMessage('supportOff', ctx.language))]);
  const expired = userError('SESSION_EXPIRED', formMessage('sessionExpired', ctx.language), 'token');
  const text = { subject, body: `From: ${name}\n\n${message}` };
  const outcome = await submitOnce(ctx, 'supportMessage', input, expired, (sessionId) => send(input, text, sessionId, ctx));
  return 'userErrors' in outcome ? refused(outcome.userErrors) : { reference: outcome.created, userErrors: [] };
};
