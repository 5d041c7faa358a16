import type { FastifyInstance } from 'fastify';
import { isValidMobile, normalizeMobile } from '../../auth/contactDetails.ts';
import { wrongCurrentPassword } from '../../auth/currentPassword.ts';
import { resendWaitSeconds, sendCode } from '../../auth/oneTimeCodes.ts';
import { REGISTRATION_MOBILE } from '../../domain/constants.ts';
import { STATUS_ALREADY_IN_USE, STATUS_FAILED, fail, ok, resendTooSoon } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeSchema, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Password: string;
  MobilePhoneNo: string;
}

export function changeMobilePhoneNoRequestRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ChangeMobilePhoneNoRequest', {
    schema: {
      tags: ['Account'],
      operationId: 'accountChangeMobilePhoneNoRequest',
      summary: 'Ask to change the mobile number',
      description:
        'For users registered by mobile (001 §6): sends an SMS code to `MobilePhoneNo` (dial code optional); the ' +
        'change happens with /account/ChangeMobilePhoneNoComplete. Failures: 1 not registered by mobile, invalid ' +
        'number (`customerMobileNoRegExpr`) or the same number (001 §5), 10 wrong password, 18 resend lock, 19 number ' +
        'used by another user.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Password', 'MobilePhoneNo'],
        properties: { Password: string('The password in use.'), MobilePhoneNo: string('The new mobile number.') },
      },
      response: responses(envelopeSchema),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const lang = requestLanguage(request);
      const user = signedInUser(request);
      const settings = store.settings.read();
      if (user.registration_type !== REGISTRATION_MOBILE) return fail(STATUS_FAILED, translate(lang, 'changeMobileNotAllowed'));
      const wrong = await wrongCurrentPassword(user, request.body.Password, lang);
      if (wrong) return wrong;
      const mobile = normalizeMobile(request.body.MobilePhoneNo, settings);
      if (!isValidMobile(mobile, settings)) return fail(STATUS_FAILED, translate(lang, 'mobileNotValid'));
      if (mobile === user.mobile_no) return fail(STATUS_FAILED, translate(lang, 'samePhone'));
      if (store.users.findByLogin(mobile)) return fail(STATUS_ALREADY_IN_USE, translate(lang, 'mobileInUse'));
      const owner = { userId: user.id };
      const wait = resendWaitSeconds(store, 'changeMobile', owner);
      if (wait > 0) return resendTooSoon(translate(lang, 'resendTooSoon', { seconds: String(wait) }), wait);
      sendCode(store, { purpose: 'changeMobile', owner, channel: 'sms', recipient: mobile, lang, payload: mobile });
      return ok();
    },
  });
}
