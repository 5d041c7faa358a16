import type { FastifyInstance } from 'fastify';
import { signIn } from '../../auth/signIn.ts';
import { TRUSTED_COMPUTER_COOKIE } from '../../domain/constants.ts';
import { fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeSchema, responses, string } from '../../http/schemas.ts';
import { setSessionCookie } from '../../http/session.ts';
import { trustThisComputer } from '../../http/trustedComputer.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Email: string;
  Password: string;
  OtpCode?: string | null;
  TrustedComputer?: boolean;
}

export function loginRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/Login', {
    schema: {
      tags: ['Account'],
      operationId: 'accountLogin',
      summary: 'Sign in',
      description:
        'Checks the credentials and sets the HttpOnly `UTILITY_SESSION` cookie. `Email` holds an email ' +
        '(with an at-sign, case-insensitive) or a mobile number (000 §5). Failures: 10 wrong credentials, ' +
        '11 not activated, 12 sign-in disabled until the organisation\'s `disableLoginDate`, 13 one-time code required ' +
        '(customers with `customerLoginWithOtp` on: get one from /account/LoginWithOtpStage1), 14 invalid code, ' +
        '15 expired code, 16 code locked after 5 wrong attempts. `TrustedComputer: true` on a sign-in that checked a ' +
        'code sets the HttpOnly `UTILITY_TRUSTED_COMPUTER` cookie (90 days): later sign-ins of that user from that ' +
        'browser need no code.',
      body: {
        type: 'object',
        required: ['Email', 'Password'],
        properties: {
          Email: string('Email address or mobile number.'),
          Password: string('Password.'),
          OtpCode: { type: ['string', 'null'], description: 'One-time code from /account/LoginWithOtpStage1, when OTP sign-in is on.' },
          TrustedComputer: boolean('Remember this computer so the next OTP sign-in skips the code.'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const outcome = await signIn(
        store,
        {
          login: request.body.Email,
          password: request.body.Password,
          otpCode: request.body.OtpCode,
          trustedComputerToken: request.cookies[TRUSTED_COMPUTER_COOKIE],
        },
        lang,
      );
      if ('status' in outcome) return fail(outcome.status, outcome.text);
      if (outcome.otpVerified && request.body.TrustedComputer === true) trustThisComputer(store, reply, outcome.user.id);
      // A fresh session id on sign-in (no fixation); the anonymous session's language carries over.
      const previous = request.utilitySession;
      if (previous) store.sessions.delete(previous.id);
      const session = store.sessions.create(outcome.user.id, previous?.language ?? outcome.user.language);
      setSessionCookie(reply, session.id);
      return ok();
    },
  });
}
