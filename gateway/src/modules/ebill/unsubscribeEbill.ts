import type { FieldResolver } from '../../schema/resolverTypes.ts';
import type { UserError } from '../../userErrors.ts';
import { unSubscribe } from './api.ts';
import { INVOICE_MIN_DIGITS_UNSUBSCRIBE, propertyReferenceOf } from '../../../../shared/invoiceReference.ts';
import { checkEbillRequest, ebillRefusals } from './refusals.ts';

interface UnsubscribeEbillInput {
  token: string;
  emailCode: string;
  invoiceNumber: string;
}

interface UnsubscribeEbillPayload {
  unsubscribed: boolean;
  userErrors: UserError[];
}

/** `001 §2` unsubscribe confirm property: UnSubscribe with type 200 (`001 §7`). */
export const unsubscribeEbill: FieldResolver<unknown, { input: UnsubscribeEbillInput }, UnsubscribeEbillPayload> = async (
  _,
  { input },
  ctx,
) => {
  const checked = await checkEbillRequest(ctx, input, INVOICE_MIN_DIGITS_UNSUBSCRIBE);
  if ('userErrors' in checked) return { unsubscribed: false, userErrors: checked.userErrors };
  const userErrors = await ebillRefusals(() =>
    unSubscribe(ctx.upstream, {
      propertyRef: propertyReferenceOf(checked.invoiceNumber),
      sessionId: checked.sessionId,
      emailOtpCode: input.emailCode.trim(),
    }),
  );
  return { unsubscribed: userErrors.length === 0, userErrors };
};
