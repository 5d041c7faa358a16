import type { FastifyInstance } from 'fastify';
import { normalizeMobile } from '../../auth/contactDetails.ts';
import { wrongCurrentPassword } from '../../auth/currentPassword.ts';
import { checkCode, otpFailure } from '../../auth/oneTimeCodes.ts';
import { STATUS_ALREADY_IN_USE, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeSchema, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Password: string;
  MobilePhoneNo: string;
  OtpCode: string;
}

export function changeMobilePhoneNoCompleteRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ChangeMobilePhoneNoComplete', {
    schema: {
      tags: ['Account'],
      operationId: 'accountChangeMobilePhoneNoComplete',
      summary: 'Confirm the new mobile number',
      description:
        'Makes `MobilePhoneNo` the signed-in user\'s mobile number and login, with the SMS code sent to it. ' +
        'Failures: 10 wrong password, 14 invalid code (or a code sent to another number), 15 expired, 16 locked ' +
        'after 5 wrong attempts, 19 number taken meanwhile.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Password', 'MobilePhoneNo', 'OtpCode'],
        properties: {
          Password: string('The password in use.'),
          MobilePhoneNo: string('The new mobile number the code was sent to.'),
          OtpCode: string('The SMS code.'),
        },
      },
      response: responses(envelopeSchema),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const lang = requestLanguage(request);
      const user = signedInUser(request);
      const wrong = await wrongCurrentPassword(user, request.body.Password, lang);
      if (wrong) return wrong;
      const mobile = normalizeMobile(request.body.MobilePhoneNo, store.settings.read());
      const owner = { userId: user.id };
      const check = checkCode(store, 'changeMobile', owner, request.body.OtpCode, { consume: true, payload: mobile });
      if (!check.ok) return otpFailure(lang, check.failure);
      const holder = store.users.findByLogin(mobile);
      if (holder && holder.id !== user.id) return fail(STATUS_ALREADY_IN_USE, translate(lang, 'mobileInUse'));
      store.users.setMobileNo(user.id, mobile);
      return ok();
    },
  });
}
