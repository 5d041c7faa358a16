import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { unSubscribe } from './api.ts';
import { INVOICE_MIN_DIGITS_UNSUBSCRIBE, propertyReferenceOf } from '../../../../shared/invoiceReference.ts';
import { checkEbillRequest, ebillRefusals } from './refusals.ts';

/** `001 §2` unsubscribe confirm property: UnSubscribe with type 200 (`001 §7`). */
export const unsubscribeEbill: ResolverOf<'Mutation', 'unsubscribeEbill'> = async (
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
