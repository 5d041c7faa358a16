import type { FastifyInstance } from 'fastify';
import { isEmailLogin } from '../../../../shared/loginIdentifier.ts';
import { resendWaitSeconds, sendCode } from '../../auth/oneTimeCodes.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeSchema, responses, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Email: string;
  SendOtpCode?: boolean;
}

export function sendResetUserPasswordRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/SendResetUserPassword', {
    schema: {
      tags: ['Account'],
      operationId: 'accountSendResetUserPassword',
      summary: 'Send a password reset code',
      description:
        'Sends a reset code to the user whose login is `Email` (an email address gets an e-mail, a mobile number an ' +
        'SMS). Always answers status 0, for unknown logins and during the resend lock too (then nothing is sent), so ' +
        'the answer never tells whether an account exists. Anonymous.',
      body: {
        type: 'object',
        required: ['Email'],
        properties: {
          Email: string('Email address or mobile number the user signs in with.'),
          SendOtpCode: boolean('Always true in the portal; the code is sent either way.'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request) => {
      const login = request.body.Email;
      const user = store.users.findByLogin(login);
      if (user && resendWaitSeconds(store, 'reset', { userId: user.id }) === 0) {
        // The code goes where the login points: the e-mail for an email, an SMS for a mobile number (000 §5).
        const byEmail = isEmailLogin(login);
        sendCode(store, {
          purpose: 'reset',
          owner: { userId: user.id },
          channel: byEmail ? 'email' : 'sms',
          recipient: (byEmail ? user.email : user.mobile_no) ?? login.trim(),
          lang: requestLanguage(request),
        });
      }
      return ok();
    },
  });
}
