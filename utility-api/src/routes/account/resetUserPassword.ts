import type { FastifyInstance } from 'fastify';
import { checkCode, checkCodeOfAnyUser, otpFailure } from '../../auth/oneTimeCodes.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordRuleFailure } from '../../auth/passwordRules.ts';
import type { Language } from '../../domain/constants.ts';
import { ok, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeSchema, nullableString, responses, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  PasswordResetCode: string;
  Password: string;
  Email?: string | null;
}

/** The user the reset code belongs to; an unknown login answers like a wrong code (no enumeration). */
function resetOwner(store: Store, code: string, login: string | undefined, lang: Language): { userId: number } | Envelope {
  if (login === undefined) {
    const found = checkCodeOfAnyUser(store, 'reset', code);
    return 'userId' in found ? found : otpFailure(lang, found.failure);
  }
  const user = store.users.findByLogin(login);
  if (!user) return otpFailure(lang, 'invalid');
  const check = checkCode(store, 'reset', { userId: user.id }, code, { consume: true });
  return check.ok ? { userId: user.id } : otpFailure(lang, check.failure);
}

export function resetUserPasswordRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ResetUserPassword', {
    schema: {
      tags: ['Account'],
      operationId: 'accountResetUserPassword',
      summary: 'Set a new password with a reset code',
      description:
        'Sets `Password` for the user the reset code of /account/SendResetUserPassword belongs to, and ends all that ' +
        'user\'s sessions. Send `Email` (the login of the reset page, 000 §2 /account/resetPassword/{email_phone}): ' +
        'without it the code alone must match, and a wrong guess then counts against every pending reset code. ' +
        'The password is checked first (17, nothing used up); then 14 invalid, used or replayed code (an unknown ' +
        '`Email` too), 15 expired, 16 locked after 5 wrong attempts. Anonymous.',
      body: {
        type: 'object',
        required: ['PasswordResetCode', 'Password'],
        properties: {
          PasswordResetCode: string('The code sent by e-mail or SMS.'),
          Password: string('The new password (001 §5 rules).'),
          Email: nullableString('The email address or mobile number the code was sent for.'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const { PasswordResetCode: code, Password: password, Email: email } = request.body;
      const weak = passwordRuleFailure(password, store.settings.read(), lang);
      if (weak) return weak;
      const owner = resetOwner(store, code, email?.trim() || undefined, lang);
      if (!('userId' in owner)) return owner;
      store.users.setPasswordHash(owner.userId, await hashPassword(password));
      store.sessions.deleteForUser(owner.userId);
      return ok();
    },
  });
}
