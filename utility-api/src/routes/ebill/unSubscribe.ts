import type { FastifyInstance } from 'fastify';
import { OTP_CODE_TYPE_EMAIL } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, STATUS_OTP_INVALID, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeSchema, integer, responses, string } from '../../http/schemas.ts';
import { STATEMENT_DELIVERY_EBILL, STATEMENT_DELIVERY_UNSUBSCRIBE, type EbillStore } from '../../store/ebill.ts';
import type { Store } from '../../store/store.ts';
import { ebillMessage } from './ebillMessages.ts';
import { noticeDeliveryChange } from './deliveryNotice.ts';
import { HTTP_BAD_REQUEST, HTTP_NOT_FOUND, PROPERTY_REFERENCE, sessionWithCodes } from './sessionCodes.ts';

interface Body {
  propertyRef: string;
  emailOtpCode: string;
  sessionId: number;
  statementDeliveryTypeId: number;
}

export function unSubscribeRoute(app: FastifyInstance, store: Store, ebill: EbillStore): void {
  app.post<{ Body: Body }>('/ChangeCommunication/UnSubscribe', {
    schema: {
      tags: ['ChangeCommunication'],
      operationId: 'changeCommunicationUnSubscribe',
      summary: 'Unsubscribe a property from e-bill',
      description:
        'Records statement delivery type 200 for the property (001 §7). The session\'s e-mail code must be live ' +
        '(HTTP 400 status 14) and its e-mail the one registered for e-bill on the property (HTTP 404 status 1). ' +
        'The other contacts on record (the e-bill mobile number, the account holders\' e-mail and mobile) are told ' +
        'of the change. Anonymous.',
      body: {
        type: 'object',
        required: ['propertyRef', 'emailOtpCode', 'sessionId', 'statementDeliveryTypeId'],
        properties: {
          propertyRef: string('Property reference.'),
          emailOtpCode: string('The session\'s e-mail code.'),
          sessionId: integer('OTP session id.'),
          statementDeliveryTypeId: integer('200.'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const lang = requestLanguage(request);
      if (body.statementDeliveryTypeId !== STATEMENT_DELIVERY_UNSUBSCRIBE || !PROPERTY_REFERENCE.test(body.propertyRef)) {
        return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_INVALID_REQUEST, ebillMessage(lang, 'invalidRequest')));
      }
      const session = sessionWithCodes(store, body.sessionId, [{ type: OTP_CODE_TYPE_EMAIL, code: body.emailOtpCode }]);
      if (!session?.email) return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_OTP_INVALID, ebillMessage(lang, 'otpValidationFailed')));
      const property = ebill.findProperty(body.propertyRef);
      if (!property) return reply.code(HTTP_NOT_FOUND).send(fail(STATUS_FAILED, ebillMessage(lang, 'wrongInvoiceNumber')));
      const delivery = ebill.delivery(property.id);
      if (delivery?.statementDeliveryTypeId !== STATEMENT_DELIVERY_EBILL || delivery.email !== session.email) {
        return reply.code(HTTP_NOT_FOUND).send(fail(STATUS_FAILED, ebillMessage(lang, 'notRegistered')));
      }
      noticeDeliveryChange(store, ebill, { property, kind: 'unsubscribed', email: session.email, mobileNo: null, lang });
      ebill.unsubscribe(property.id, session.email, session.id, store.clock().toISOString());
      return ok();
    },
  });
}
