import { isPhoneNumberDigits } from '../../../../shared/contacts.ts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeEmail, phoneDigits } from '../../auth/contactDetails.ts';
import { openOtpSession } from '../../auth/otpSessions.ts';
import { isLanguage } from '../../domain/constants.ts';
import { STATUS_INVALID_REQUEST, fail, resendTooSoon } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeSchema, integer, nullableInteger, nullableString } from '../../http/schemas.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Email?: string | null;
  MobileNo?: string | null;
  LanguageCode?: string | null;
  SessionId?: number | null;
}

/**
 * 429 is the one HTTP status the spec's session calls leave free beside their bare numbers: "too soon" for
 * a new code here, "too many wrong attempts" for a locked code (validateOtp.ts).
 */
export const HTTP_TOO_MANY_REQUESTS = 429;

/** A session needs something to verify: a valid email, a valid number, or both (001 §5 contact form). */
function contactProblem(email: string | null, mobileNo: string | null): MessageKey | undefined {
  if (mobileNo !== null && !isPhoneNumberDigits(mobileNo)) return 'mobileNotValid';
  if (email !== null ? !isValidEmail(email) : mobileNo === null) return 'emailNotValid';
  return undefined;
}

export function createSessionRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Session/Create', {
    schema: {
      tags: ['Session'],
      operationId: 'sessionCreate',
      summary: 'Open an OTP session',
      description:
        'Opens an OTP session of the e-bill, contact and new-customer flows (001 §7, 002 §7) and sends its codes: ' +
        'an e-mail code to `Email`, an SMS code to `MobileNo` (digits with the dial code). Answers the BARE session ' +
        'id (a JSON number, no envelope: the spec\'s exception). The session and its codes live ' +
        '`otpSessionStepSeconds`. With the `SessionId` of a live session it restarts that session with new codes ' +
        '(the old ones stop working). Failures keep the envelope: HTTP 400 status 2 without any contact or with an ' +
        'invalid email or number, HTTP 429 status 18 while the resend lock runs. Anonymous.',
      body: {
        type: 'object',
        properties: {
          Email: nullableString('Email address to verify.'),
          MobileNo: nullableString('Mobile number to verify, with its dial code.'),
          LanguageCode: nullableString('Language of the messages (en, el, ru, ar).'),
          SessionId: nullableInteger('A live session to restart; -1 or absent for a new one (001 §3).'),
        },
      },
      response: {
        200: integer('The session id.'),
        '4xx': envelopeSchema,
        '5xx': envelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const lang = isLanguage(body.LanguageCode) ? body.LanguageCode : requestLanguage(request);
      const email = body.Email?.trim() ? normalizeEmail(body.Email) : null;
      const mobileNo = body.MobileNo?.trim() ? phoneDigits(body.MobileNo) : null;
      const invalid = contactProblem(email, mobileNo);
      if (invalid) return reply.code(400).send(fail(STATUS_INVALID_REQUEST, translate(lang, invalid)));
      const session = openOtpSession(store, { email, mobileNo, lang }, body.SessionId ?? undefined);
      if ('wait' in session) {
        const text = translate(lang, 'resendTooSoon', { seconds: String(session.wait) });
        return reply.code(HTTP_TOO_MANY_REQUESTS).send(resendTooSoon(text, session.wait));
      }
      return session.id;
    },
  });
}
