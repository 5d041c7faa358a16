import type { FastifyInstance } from 'fastify';
import { resendWaitSeconds, sendCode } from '../../auth/oneTimeCodes.ts';
import { checkCredentials, loginCodeChannel, needsOtp } from '../../auth/signIn.ts';
import { TRUSTED_COMPUTER_COOKIE } from '../../domain/constants.ts';
import { ok, resendTooSoon } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeWith, responses, string } from '../../http/schemas.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Email: string;
  Password: string;
}

export function loginWithOtpStage1Route(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/LoginWithOtpStage1', {
    schema: {
      tags: ['Account'],
      operationId: 'accountLoginWithOtpStage1',
      summary: 'Send the sign-in code',
      description:
        'First stage of OTP sign-in (000 §4): checks the credentials like /account/Login (statuses 10, 11, 12) and ' +
        'sends a one-time code to the user\'s email or, for users registered by mobile, by SMS. `otpSent` is false ' +
        'when this user needs no code (OTP sign-in off, an employee, or a trusted computer): call /account/Login ' +
        'without one. Status 18 while the resend lock (`otpDisableResendSeconds`) runs. Does not sign in.',
      body: {
        type: 'object',
        required: ['Email', 'Password'],
        properties: { Email: string('Email address or mobile number.'), Password: string('Password.') },
      },
      response: responses(envelopeWith({ otpSent: boolean('True when a code was sent.') }, '`otpSent`.')),
    },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const checked = await checkCredentials(store, { login: request.body.Email, password: request.body.Password }, lang);
      if (!('user' in checked)) return checked;
      const { user } = checked;
      if (!needsOtp(store, user, request.cookies[TRUSTED_COMPUTER_COOKIE])) return ok({ otpSent: false });
      const owner = { userId: user.id };
      const wait = resendWaitSeconds(store, 'login', owner);
      if (wait > 0) return resendTooSoon(translate(lang, 'resendTooSoon', { seconds: String(wait) }), wait);
      sendCode(store, { purpose: 'login', owner, ...loginCodeChannel(user), lang });
      return ok({ otpSent: true });
    },
  });
}
