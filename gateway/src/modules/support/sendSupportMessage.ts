import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { formMessage, textFieldErrors } from '../../i18n/formChecks.ts';
import type { LanguageCode } from '../../request/language.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { OTP_CODE_TYPE } from '../otpSession/api.ts';
import { withCodeCheck } from '../otpSession/codeAttempts.ts';
import { submitOnce } from '../otpSession/submitOnce.ts';
import { loadOrganisation } from '../settings/sharedSettings.ts';
import { sendContactUsEmail } from './api.ts';
import { supportMessage } from './supportMessages.ts';

/** Limits of the support form; subject and message as the reference API's (`utility-api/README.md`, Support). */
const SUPPORT_LIMITS = { name: 100, subject: 200, message: 4000 } as const;

function textErrors(language: LanguageCode, field: keyof typeof SUPPORT_LIMITS, value: string): UserError[] {
  return textFieldErrors(language, field, value, SUPPORT_LIMITS[field]);
}

const refused = (userErrors: UserError[]): ResolversParentTypes['SendSupportMessagePayload'] => ({ reference: null, userErrors });

/** Checks the form and the session, then sends: one message per OTP session, the first again for the same `idempotencyKey`. */
export const sendSupportMessage: ResolverOf<'Mutation', 'sendSupportMessage'> = async (
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
  const outcome = await submitOnce(ctx, 'supportMessage', input, expired, (sessionId) =>
    withCodeCheck(ctx, sessionId, 'code', () =>
      sendContactUsEmail(ctx.upstream, {
        language: ctx.language,
        subject,
        body: `From: ${name}\n\n${message}`,
        sessionId,
        otpType: OTP_CODE_TYPE[input.channel],
        otpCode: input.code.trim(),
      }),
    ),
  );
  return 'userErrors' in outcome ? refused(outcome.userErrors) : { reference: outcome.created, userErrors: [] };
};
