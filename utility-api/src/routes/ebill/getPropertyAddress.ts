import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, STATUS_OTP_INVALID, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { STATEMENT_DELIVERY_EBILL, type EbillStore } from '../../store/ebill.ts';
import type { Store } from '../../store/store.ts';
import { ebillMessage } from './ebillMessages.ts';
import { invoicedProperty } from './invoicedProperty.ts';
import { HTTP_BAD_REQUEST, HTTP_NOT_FOUND, PROPERTY_REFERENCE, sessionWithCodes } from './sessionCodes.ts';

interface Body {
  propertyRef: string;
  invoiceNumber?: string;
  sessionId: number;
  otpCode: string;
  otpCodeType: number;
  validateEmail?: boolean;
  languageCode?: string;
}

export function getPropertyAddressRoute(app: FastifyInstance, store: Store, ebill: EbillStore): void {
  app.post<{ Body: Body }>('/ChangeCommunication/GetPropertyAddress', {
    schema: {
      tags: ['ChangeCommunication'],
      operationId: 'changeCommunicationGetPropertyAddress',
      summary: 'Address of the property an invoice names',
      description:
        'The address of the property `propertyRef` (0 and characters 3 to 7 of the invoice number, 001 §5), once ' +
        '`otpCode` proves the OTP session (HTTP 400 status 14 otherwise). For the registration (`validateEmail` ' +
        'false) `invoiceNumber` must be the full number of a bill the utility issued for that property. With ' +
        '`validateEmail` (unsubscribe) the session\'s e-mail must be the one registered for e-bill on that property. ' +
        'HTTP 404 status 1 when no property matches, the invoice is not one of its bills or the e-mail is not ' +
        'registered; HTTP 400 status 2 for a malformed reference. Anonymous.',
      body: {
        type: 'object',
        required: ['propertyRef', 'sessionId', 'otpCode', 'otpCodeType'],
        properties: {
          propertyRef: string('Property reference, e.g. 000123.'),
          invoiceNumber: string('The invoice number as printed (15 digits); required for the registration.'),
          sessionId: integer('OTP session id from /Session/Create.'),
          otpCode: string('A live code of the session.'),
          otpCodeType: { type: 'integer', enum: [1, 2], description: '1 e-mail code, 2 SMS code.' },
          validateEmail: boolean('True for the unsubscribe: the session e-mail must be registered for e-bill.'),
          languageCode: string('en, el, ru or ar.'),
        },
      },
      response: responses(envelopeWith({ address: string('The address as one line.') }, 'The address.')),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const lang = isLanguage(body.languageCode) ? body.languageCode : requestLanguage(request);
      if (!PROPERTY_REFERENCE.test(body.propertyRef)) {
        return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_INVALID_REQUEST, ebillMessage(lang, 'wrongInvoiceNumber')));
      }
      const session = sessionWithCodes(store, body.sessionId, [{ type: body.otpCodeType, code: body.otpCode }]);
      if (!session) return reply.code(HTTP_BAD_REQUEST).send(fail(STATUS_OTP_INVALID, ebillMessage(lang, 'otpValidationFailed')));
      const property = body.validateEmail === true ? ebill.findProperty(body.propertyRef) : invoicedProperty(ebill, body.propertyRef, body.invoiceNumber);
      if (!property) return reply.code(HTTP_NOT_FOUND).send(fail(STATUS_FAILED, ebillMessage(lang, 'wrongInvoiceNumber')));
      if (body.validateEmail === true) {
        const delivery = ebill.delivery(property.id);
        if (delivery?.statementDeliveryTypeId !== STATEMENT_DELIVERY_EBILL || delivery.email !== session.email) {
          return reply.code(HTTP_NOT_FOUND).send(fail(STATUS_FAILED, ebillMessage(lang, 'notRegistered')));
        }
      }
      return ok({ address: property.address });
    },
  });
}
