import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeEmail } from '../../auth/contactDetails.ts';
import { wrongCurrentPassword } from '../../auth/currentPassword.ts';
import { issueLink } from '../../auth/linkCodes.ts';
import { resendWaitSeconds, sendCode } from '../../auth/oneTimeCodes.ts';
import { REGISTRATION_EMAIL } from '../../domain/constants.ts';
import { STATUS_ALREADY_IN_USE, STATUS_FAILED, fail, ok, resendTooSoon } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, boolean, envelopeSchema, portalUrlField, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Password: string;
  NewEmail: string;
  SendOtpCode?: boolean;
  PortalUrl?: string;
}

export function changeEmailRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ChangeEmail', {
    schema: {
      tags: ['Account'],
      operationId: 'accountChangeEmail',
      summary: 'Ask to change the email address',
      description:
        'For users registered by email (001 §6): sends a code, and the link path `/changeEmailComplete/{code}`, to ' +
        '`NewEmail`; the change happens with /account/ChangeEmailComplete. Failures: 1 not registered by email, ' +
        'invalid or same email (001 §5), 10 wrong password, 18 resend lock, 19 email used by another user.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Password', 'NewEmail'],
        properties: {
          Password: string('The password in use.'),
          NewEmail: string('The new email address.'),
          PortalUrl: portalUrlField,
          SendOtpCode: boolean('Always true in the portal; the code is sent either way.'),
        },
      },
      response: responses(envelopeSchema),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const lang = requestLanguage(request);
      const user = signedInUser(request);
      if (user.registration_type !== REGISTRATION_EMAIL) return fail(STATUS_FAILED, translate(lang, 'changeEmailNotAllowed'));
      const wrong = await wrongCurrentPassword(user, request.body.Password, lang);
      if (wrong) return wrong;
      const email = normalizeEmail(request.body.NewEmail);
      if (!isValidEmail(email)) return fail(STATUS_FAILED, translate(lang, 'emailNotValid'));
      if (email === normalizeEmail(user.email ?? '')) return fail(STATUS_FAILED, translate(lang, 'sameEmail'));
      if (store.users.findByLogin(email)) return fail(STATUS_ALREADY_IN_USE, translate(lang, 'emailInUse'));
      const owner = { userId: user.id };
      const wait = resendWaitSeconds(store, 'changeEmail', owner);
      if (wait > 0) return resendTooSoon(translate(lang, 'resendTooSoon', { seconds: String(wait) }), wait);
      const link = issueLink(store, 'changeEmail', user.id, email, request.body.PortalUrl);
      sendCode(store, { purpose: 'changeEmail', owner, channel: 'email', recipient: email, lang, payload: email, link });
      return ok();
    },
  });
}
