import type { FastifyInstance } from 'fastify';
import { otpFailure } from '../../auth/oneTimeCodes.ts';
import { checkSessionCode } from '../../auth/otpSessions.ts';
import { OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeSchema, integer, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';
import { HTTP_TOO_MANY_REQUESTS } from './create.ts';

interface Body {
  SessionId: number;
  OtpCode: string;
  OtpCodeType: number;
}

export function validateOtpRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Session/ValidateOtp', {
    schema: {
      tags: ['Session'],
      operationId: 'sessionValidateOtp',
      summary: 'Check a code of an OTP session',
      description:
        'Answers the BARE number 1 when `OtpCode` is the live code of that type for the session, else 0 (001 §5 ' +
        '"success means the response body is 1"): wrong, expired, or the session expired or already made its ' +
        'submission. A code locked after 5 wrong attempts answers the envelope instead, HTTP 429 status 16: only a ' +
        'new code (a restarted session) helps. A valid code is not used up: later steps of the flow send it again. ' +
        'Anonymous.',
      body: {
        type: 'object',
        required: ['SessionId', 'OtpCode', 'OtpCodeType'],
        properties: {
          SessionId: integer('Id from /Session/Create.'),
          OtpCode: string('The code.'),
          OtpCodeType: {
            type: 'integer',
            enum: [OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE],
            description: '1 the e-mail code, 2 the SMS code (001 §9).',
          },
        },
      },
      response: {
        200: { type: 'integer', enum: [0, 1], description: '1 valid, 0 not.' },
        '4xx': envelopeSchema,
        '5xx': envelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const { SessionId: id, OtpCodeType: type, OtpCode: code } = request.body;
      const check = checkSessionCode(store, id, type, code);
      if (!check.ok && check.failure === 'locked') {
        return reply.code(HTTP_TOO_MANY_REQUESTS).send(otpFailure(requestLanguage(request), 'locked'));
      }
      return check.ok ? 1 : 0;
    },
  });
}
