import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../../auth/contactDetails.ts';
import { wrongCurrentPassword } from '../../auth/currentPassword.ts';
import { useLink } from '../../auth/linkCodes.ts';
import { checkCode, otpFailure } from '../../auth/oneTimeCodes.ts';
import type { Language } from '../../domain/constants.ts';
import { STATUS_ALREADY_IN_USE, STATUS_OTP_EXPIRED, STATUS_OTP_INVALID, fail, ok, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeSchema, nullableString, responses } from '../../http/schemas.ts';
import { notAuthenticated } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Value?: string | null;
  Password?: string | null;
  Email?: string | null;
  OtpCode?: string | null;
}

/** Sets the confirmed email unless someone else took it meanwhile; the other confirmation stops working. */
function applyEmail(store: Store, userId: number, email: string, lang: Language): Envelope {
  const holder = store.users.findByLogin(email);
  if (holder && holder.id !== userId) return fail(STATUS_ALREADY_IN_USE, translate(lang, 'emailInUse'));
  const at = store.clock().toISOString();
  store.users.setEmail(userId, email);
  store.oneTimeCodes.retire('changeEmail', { userId }, at);
  store.linkCodes.retire(userId, 'changeEmail', at);
  return ok();
}

function completeByLink(store: Store, code: string, lang: Language): Envelope {
  const check = useLink(store, 'changeEmail', code);
  if (!check.ok && check.failure === 'expired') return fail(STATUS_OTP_EXPIRED, translate(lang, 'linkExpired'));
  // Change-email links always carry the new address (routes/account/changeEmail.ts).
  if (!check.ok || check.link.payload === null) return fail(STATUS_OTP_INVALID, translate(lang, 'linkInvalid'));
  return applyEmail(store, check.link.user_id, check.link.payload, lang);
}

export function changeEmailCompleteRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ChangeEmailComplete', {
    schema: {
      tags: ['Account'],
      operationId: 'accountChangeEmailComplete',
      summary: 'Confirm the new email address',
      description:
        'Two forms (001 §7). `{ Value }`: the code of the `/changeEmailComplete/{code}` link, anonymous (the link may ' +
        'open in another browser); 14 invalid or used link, 15 expired (links live 24 hours). `{ Password, Email, ' +
        'OtpCode }`: needs the session; `Email` is the new address the code was sent to; 10 wrong password, 14 ' +
        'invalid code (or a code sent for another address), 15 expired, 16 locked. Either form: 19 when the address ' +
        'was taken meanwhile. On success the new address is the login.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          Value: nullableString('The link code.'),
          Password: nullableString('The password in use (code form).'),
          Email: nullableString('The new email address (code form).'),
          OtpCode: nullableString('The code sent to the new address (code form).'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const { Value: link, Password: password, Email: email, OtpCode: code } = request.body;
      if (link?.trim()) return completeByLink(store, link, lang);
      const user = request.utilityUser;
      if (!user) return notAuthenticated(request, reply);
      const wrong = await wrongCurrentPassword(user, password ?? '', lang);
      if (wrong) return wrong;
      const newEmail = normalizeEmail(email ?? '');
      const check = checkCode(store, 'changeEmail', { userId: user.id }, code ?? '', { consume: true, payload: newEmail });
      return check.ok ? applyEmail(store, user.id, newEmail, lang) : otpFailure(lang, check.failure);
    },
  });
}
