import type { FastifyInstance } from 'fastify';
import { issueLink } from '../../auth/linkCodes.ts';
import { resendWaitSeconds, sendCode } from '../../auth/oneTimeCodes.ts';
import { loginCodeChannel } from '../../auth/signIn.ts';
import { STATUS_FAILED, fail, ok, resendTooSoon } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeSchema, portalUrlField, responses, string } from '../../http/schemas.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Value: string;
  PortalUrl?: string;
}

export function resendActivationOtpCodeRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ResendActivationOtpCode', {
    schema: {
      tags: ['Account'],
      operationId: 'accountResendActivationOtpCode',
      summary: 'Send the activation code again',
      description:
        'Sends a new activation code (and, by e-mail, a new link) to the registration waiting for activation under ' +
        '`Value`; earlier codes and links stop working. Status 1 when nothing waits for activation there, 18 while ' +
        'the resend lock (`otpDisableResendSeconds`, 000 §9) runs. Anonymous.',
      body: {
        type: 'object',
        required: ['Value'],
        properties: { Value: string('The registered email or mobile number.'), PortalUrl: portalUrlField },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const user = store.users.findByLogin(request.body.Value);
      if (!user || user.active === 1) return fail(STATUS_FAILED, translate(lang, 'noPendingActivation'));
      const owner = { userId: user.id };
      const wait = resendWaitSeconds(store, 'activation', owner);
      if (wait > 0) return resendTooSoon(translate(lang, 'resendTooSoon', { seconds: String(wait) }), wait);
      const delivery = loginCodeChannel(user);
      const link = delivery.channel === 'email' ? issueLink(store, 'activation', user.id, null, request.body.PortalUrl) : undefined;
      sendCode(store, { purpose: 'activation', owner, ...delivery, lang, link });
      return ok();
    },
  });
}
