import type { FastifyInstance } from 'fastify';
import { wrongCurrentPassword } from '../../auth/currentPassword.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordRuleFailure } from '../../auth/passwordRules.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeSchema, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  CurrentPassword: string;
  NewPassword: string;
}

export function changePasswordRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ChangePassword', {
    schema: {
      tags: ['Account'],
      operationId: 'accountChangePassword',
      summary: 'Change the password',
      description:
        'Replaces the signed-in user\'s password (001 §2 change password) and ends their other sessions; this one ' +
        'stays. Failures: 10 wrong current password, 17 a password rule (text names it).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['CurrentPassword', 'NewPassword'],
        properties: {
          CurrentPassword: string('The password in use.'),
          NewPassword: string('The new password (001 §5 rules).'),
        },
      },
      response: responses(envelopeSchema),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const lang = requestLanguage(request);
      const user = signedInUser(request);
      const wrong = await wrongCurrentPassword(user, request.body.CurrentPassword, lang);
      if (wrong) return wrong;
      const weak = passwordRuleFailure(request.body.NewPassword, store.settings.read(), lang);
      if (weak) return weak;
      store.users.setPasswordHash(user.id, await hashPassword(request.body.NewPassword));
      store.sessions.deleteForUser(user.id, request.utilitySession?.id);
      return ok();
    },
  });
}
