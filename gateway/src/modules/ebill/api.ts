import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** Statement delivery type ids (`001 §3`, `001 §9`). */
const STATEMENT_DELIVERY = { EBILL: 199, UNSUBSCRIBE: 200 } as const;

/** OtpCodeType of the address lookup: the e-mail code (`001 §7`: otpCodeType 1). */
const OTP_CODE_TYPE_EMAIL = 1;

export type EbillLookupsAnswer = UpstreamPayload<'/ChangeCommunication/GetLookups', 'get'>;

/** `GET /ChangeCommunication/GetLookups?languageCode=` (`001 §7`). */
export function getLookups(upstream: UpstreamClient, languageCode: string): Promise<EbillLookupsAnswer> {
  return upstream.get(`/ChangeCommunication/GetLookups?languageCode=${encodeURIComponent(languageCode)}`);
}

/**
 * `/ChangeCommunication/GetPropertyAddress` (`001 §7`): validateEmail false for the registration, true for the
 * unsubscribe. The whole invoice number goes along: the utility answers only for a number it issued for the
 * property (`utility-api/README.md`, E-bill), not for any number whose characters 3 to 7 name it.
 */
export async function getPropertyAddress(
  upstream: UpstreamClient,
  request: { propertyRef: string; invoiceNumber: string; sessionId: number; otpCode: string; validateEmail: boolean; languageCode: string },
): Promise<string> {
  const answer = await upstream.read('/ChangeCommunication/GetPropertyAddress', {
    propertyRef: request.propertyRef,
    invoiceNumber: request.invoiceNumber,
    sessionId: request.sessionId,
    otpCode: request.otpCode,
    otpCodeType: OTP_CODE_TYPE_EMAIL,
    validateEmail: request.validateEmail,
    languageCode: request.languageCode,
  });
  return answer.address;
}

/** `/ChangeCommunication/UpdateDetails` (`001 §7`): e-bill (199) with the session's phone and e-mail, for the property the invoice is of. */
export async function updateDetails(
  upstream: UpstreamClient,
  request: { propertyRef: string; invoiceNumber: string; sessionId: number; emailOtpCode: string; smsOtpCode: string; consentToReceiveSms: boolean; consentToReceiveEmail: boolean },
): Promise<void> {
  await upstream.post('/ChangeCommunication/UpdateDetails', {
    ...request,
    statementDeliveryTypeId: STATEMENT_DELIVERY.EBILL,
    updateMobileNo: true,
    updateEmail: true,
  });
}

/** `/ChangeCommunication/UnSubscribe` (`001 §7`): statement delivery type 200. */
export async function unSubscribe(
  upstream: UpstreamClient,
  request: { propertyRef: string; sessionId: number; emailOtpCode: string },
): Promise<void> {
  await upstream.post('/ChangeCommunication/UnSubscribe', { ...request, statementDeliveryTypeId: STATEMENT_DELIVERY.UNSUBSCRIBE });
}
