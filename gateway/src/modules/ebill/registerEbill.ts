import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError } from '../../userErrors.ts';
import { updateDetails } from './api.ts';
import { INVOICE_MIN_DIGITS_REGISTRATION, propertyReferenceOf } from '../../../../shared/invoiceReference.ts';
import { ebillMessage } from './messages.ts';
import { checkEbillRequest, ebillRefusals } from './refusals.ts';

/** `001 §2` subscription preference submitted: UpdateDetails with type 199 (`001 §7`); the terms consent is required (`001 §5`). */
export const registerEbill: ResolverOf<'Mutation', 'registerEbill'> = async (_, { input }, ctx) => {
  if (!input.consentTerms) {
    return { registered: false, userErrors: [userError('CONSENT_REQUIRED', ebillMessage('termsRequired', ctx.language), 'consentTerms')] };
  }
  const checked = await checkEbillRequest(ctx, input, INVOICE_MIN_DIGITS_REGISTRATION);
  if ('userErrors' in checked) return { registered: false, userErrors: checked.userErrors };
  const userErrors = await ebillRefusals(() =>
    updateDetails(ctx.upstream, {
      propertyRef: propertyReferenceOf(checked.invoiceNumber),
      invoiceNumber: checked.invoiceNumber,
      sessionId: checked.sessionId,
      emailOtpCode: input.emailCode.trim(),
      smsOtpCode: input.smsCode.trim(),
      consentToReceiveEmail: input.consentMessagesViaEmail,
      consentToReceiveSms: input.consentMessagesViaSms,
    }),
  );
  return { registered: userErrors.length === 0, userErrors };
};
