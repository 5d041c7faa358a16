import type { FastifyInstance } from 'fastify';
import { otpFailure } from '../../auth/oneTimeCodes.ts';
import { spendSessionCodes } from '../../auth/otpSessions.ts';
import { OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE, isLanguage } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_OTP_INVALID, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';
import { SUPPORT_ADDRESS } from '../contactUs/send.ts';
import { supportMessage } from './supportMessages.ts';

/** Bounds of the public contact form (the spec sets none; the same as the signed-in contact form). */
const SUPPORT_SUBJECT_MAX = 200;
const SUPPORT_BODY_MAX = 4000;
/** Support references look like `SU-000042`: the outbox id of the e-mail to support, never reused. */
const REFERENCE_PREFIX = 'SU-';
const REFERENCE_DIGITS = 6;

interface Body {
  lang?: string | null;
  Subject: string;
  Body: string;
  SessionId: number;
  OtpType: number;
  OtpCode: string;
}

export function sendContactUsEmailRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/SendContactUsEmail', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilitySendContactUsEmail',
      summary: 'Send a visitor\'s message from the support page (001 §7)',
      description:
        'Anonymous. The sender proves a contact through the OTP session: `OtpCode` must be the live code of type ' +
        '`OtpType` (1 e-mail, 2 SMS) of session `SessionId`; the code is used up by the message and the session ' +
        'ends (one verification, one message: a replay answers 14). The message is ' +
        'e-mailed through the outbox to the utility\'s support address, subject `Support message: <subject>` ' +
        '(in `lang`), body naming the session\'s e-mail and mobile number (each marked verified or not) and the ' +
        'text. Status 1 when the organisation\'s `enableSupportPage` is off, for an empty subject or body or one ' +
        'over its limit (200 / 4000 characters); 14 (also for an unknown or expired session), 15, 16 for the code.',
      body: {
        type: 'object',
        required: ['Subject', 'Body', 'SessionId', 'OtpType', 'OtpCode'],
        properties: {
          lang: nullableString('Language of the answer texts (en, el, ru, ar).'),
          Subject: string('Subject line.'),
          Body: string('Message text.'),
          SessionId: integer('Id from /Session/Create.'),
          OtpType: { type: 'integer', enum: [OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE], description: '1 the e-mail code, 2 the SMS code.' },
          OtpCode: string('The code of that type.'),
        },
      },
      response: responses(envelopeWith({ reference: string('Reference of the message, e.g. `SU-000042`.') }, 'The sent message.')),
    },
    handler: async (request) => {
      const body = request.body;
      const language = isLanguage(body.lang) ? body.lang : requestLanguage(request);
      if (store.organisation.read().enableSupportPage !== true) return fail(STATUS_FAILED, supportMessage(language, 'supportOff'));
      const subject = body.Subject.trim();
      const text = body.Body.trim();
      if (subject === '') return fail(STATUS_FAILED, supportMessage(language, 'subjectRequired'));
      if (text === '') return fail(STATUS_FAILED, supportMessage(language, 'bodyRequired'));
      if (subject.length > SUPPORT_SUBJECT_MAX || text.length > SUPPORT_BODY_MAX) return fail(STATUS_FAILED, supportMessage(language, 'tooLong'));
      const session = store.otpSessions.findLive(body.SessionId, store.clock().toISOString());
      if (!session) return fail(STATUS_OTP_INVALID, supportMessage(language, 'otpValidationFailed'));
      const failure = spendSessionCodes(store, session.id, [{ otpCodeType: body.OtpType, code: body.OtpCode }]);
      if (failure !== undefined) return otpFailure(language, failure);
      const mark = (type: number) => supportMessage(language, type === body.OtpType ? 'verified' : 'notVerified');
      const contacts = [
        ...(session.email ? [`Email: ${session.email} (${mark(OTP_CODE_TYPE_EMAIL)})`] : []),
        ...(session.mobile_no ? [`Mobile: +${session.mobile_no} (${mark(OTP_CODE_TYPE_PHONE)})`] : []),
      ];
      const sent = store.outbox.add({
        channel: 'email',
        recipient: SUPPORT_ADDRESS,
        subject: supportMessage(language, 'mailSubject', { subject }),
        body: [...contacts, '', text].join('\n'),
      });
      const reference = `${REFERENCE_PREFIX}${String(sent.id).padStart(REFERENCE_DIGITS, '0')}`;
      return ok({ reference });
    },
  });
}
