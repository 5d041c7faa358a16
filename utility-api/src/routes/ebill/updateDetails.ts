import type { FastifyInstance } from 'fastify';
import { OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, STATUS_OTP_INVALID, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeSchema, integer, responses, string } from '../../http/schemas.ts';
import { STATEMENT_DELIVERY_EBILL, type EbillStore } from '../../store/ebill.ts';
import type { Store } from '../../store/store.ts';
import { ebillMessage } from './ebillMessages.ts';
import { noticeDeliveryChange } from './deliveryNotice.ts';
import { invoicedProperty } from './invoicedProperty.ts';
import { HTTP_BAD_REQUEST, HTTP_NOT_FOUND, PROPERTY_REFERENCE, sessionWithCodes } from './sessionCodes.ts';

interface Body {
  propertyRef: string;
  invoiceNumber: string;
  smsOtpCode: string;
  emailOtpCode: string;
  sessionId: number;
  consentToReceiveSms: boolean;
  consentToReceiveEmail: boolean;
  statementDeliveryTypeId: number;
  updateMobileNo?: boolean;
  updateEmail?: boolean;
}

export function updateDetailsRoute(app: FastifyInstance, store: Store, ebill: EbillStore): void {
  app.post<{ Body: Body }>('/ChangeCommunication/UpdateDetails', {
    schema: {
      tags: ['ChangeCommunication'],
      operationId: 'changeCommunicationUpdateDetails',
      summary: 'Register a property for e-bill',
      description:
        'Records statement delivery type 199 (e-bill) for the property with the session\'s verified e-mail and ' +
        'mobile number and the consents (001 §7). Both codes of the session must be live (HTTP 400 status 14). ' +
        '`invoiceNumber` must be the full number of a bill the utility issued for the property. The contacts on ' +
        'record before (the e-bill contacts and the account holders\' e-mail and mobile) are told of the change by ' +
        'e-mail and SMS, except those the registration itself uses. HTTP 400 status 2 for another delivery type or ' +
        'a session without a mobile number; HTTP 404 status 1 for an unknown property or an invoice that is not one ' +
        'of its bills. Anonymous.',
      body: {
        type: 'object',
        required: ['propertyRef', 'invoiceNumber', 'smsOtpCode', 'emailOtpCode', 'sessionId', 'consentToReceiveSms', 'consentToReceiveEmail', 'statementDeliveryTypeId'],
        properties: {
          propertyRef: string('Property reference.'),
          invoiceNumber: string('The invoice number as printed (15 digits), of a bill of the property.'),
          smsOtpCode: string('The session\'s SMS code.'),
          emailOtpCode: string('The session\'s e-mail code.'),
          sessionId: integer('OTP session id.'),
          consentToReceiveSms: boolean('Messages by SMS.'),
          consentToReceiveEmail: boolean('Messages by e-mail.'),
          statementDeliveryTypeId: integer('199.'),
          updateMobileNo: boolean('Store the session mobile number (true).'),
          updateEmail: boolean('Store the session e-mail (true).'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const lang = requestLanguage(request);
      if (body.statementDeliveryTypeId !== STATEMENT_DELIVERY_EBILL || !PROPERTY_REFERENCE.test(body.propertyRef)) {
        return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_INVALID_REQUEST, ebillMessage(lang, 'invalidRequest')));
      }
      const session = sessionWithCodes(store, body.sessionId, [
        { type: OTP_CODE_TYPE_EMAIL, code: body.emailOtpCode },
        { type: OTP_CODE_TYPE_PHONE, code: body.smsOtpCode },
      ]);
      if (!session?.email) return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_OTP_INVALID, ebillMessage(lang, 'otpValidationFailed')));
      if (!session.mobile_no) return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_INVALID_REQUEST, ebillMessage(lang, 'noMobile')));
      const property = invoicedProperty(ebill, body.propertyRef, body.invoiceNumber);
      if (!property) return reply.code(HTTP_NOT_FOUND).send(fail(STATUS_FAILED, ebillMessage(lang, 'wrongInvoiceNumber')));
      const previous = ebill.delivery(property.id);
      const email = body.updateEmail === false && previous ? previous.email : session.email;
      const mobileNo = body.updateMobileNo === false ? (previous?.mobileNo ?? null) : session.mobile_no;
      noticeDeliveryChange(store, ebill, { property, kind: 'registered', email, mobileNo, lang });
      ebill.register({
        propertyId: property.id,
        email,
        mobileNo,
        consentSms: body.consentToReceiveSms,
        consentEmail: body.consentToReceiveEmail,
        otpSessionId: session.id,
        at: store.clock().toISOString(),
      });
      return ok();
    },
  });
}
