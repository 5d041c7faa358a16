import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { getPropertyAddress } from './api.ts';
import { INVOICE_MIN_DIGITS_REGISTRATION, INVOICE_MIN_DIGITS_UNSUBSCRIBE, propertyReferenceOf } from '../../../../shared/invoiceReference.ts';
import { checkEbillRequest, ebillRefusals } from './refusals.ts';

/** `001 §2` invoice step: derives the property reference (`001 §5`) and answers the address to confirm. */
export const lookupEbillProperty: ResolverOf<'Mutation', 'lookupEbillProperty'> = async (
  _,
  { input },
  ctx,
) => {
  const minDigits = input.forUnsubscribe ? INVOICE_MIN_DIGITS_UNSUBSCRIBE : INVOICE_MIN_DIGITS_REGISTRATION;
  const checked = await checkEbillRequest(ctx, input, minDigits);
  if ('userErrors' in checked) return { propertyReference: null, address: null, userErrors: checked.userErrors };
  const propertyRef = propertyReferenceOf(checked.invoiceNumber);
  let address: string | null = null;
  const userErrors = await ebillRefusals(async () => {
    address = await getPropertyAddress(ctx.upstream, {
      propertyRef,
      invoiceNumber: checked.invoiceNumber,
      sessionId: checked.sessionId,
      otpCode: input.emailCode.trim(),
      validateEmail: input.forUnsubscribe,
      languageCode: ctx.language,
    });
  });
  if (userErrors.length > 0) return { propertyReference: null, address: null, userErrors };
  return { propertyReference: propertyRef, address, userErrors: [] };
};
