import type { FastifyInstance } from 'fastify';
import { activateByCode, activateByLink } from '../../auth/activation.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, nullableInteger, nullableString, responses, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Value: string;
  OtpCode?: string | null;
}

export function activateAccountRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/account/ActivateAccount', {
    schema: {
      tags: ['Account'],
      operationId: 'accountActivateAccount',
      summary: 'Activate a registered account',
      description:
        'With `OtpCode`: `Value` is the registered email or mobile number and the code the one sent at registration. ' +
        'Without it: `Value` is the code of the `/activate/{code}` link. On failure `result` indexes the portal\'s ' +
        'error list (000 §8): 0 activation error (status 1: nothing waits for activation under `Value`; status 16: ' +
        'code locked after 5 wrong attempts), 1 invalid code (status 14), 2 expired code (15), 3 invalid or used ' +
        'link (14), 4 expired link (15, links live 24 hours). Success: status 0, `result` null. Anonymous.',
      body: {
        type: 'object',
        required: ['Value'],
        properties: {
          Value: string('The link code, or with `OtpCode` the registered email or mobile number.'),
          OtpCode: nullableString('The activation code sent by e-mail or SMS.'),
        },
      },
      response: responses(
        envelopeWith({ result: nullableInteger('Index into the activation errors (000 §8); null on success.') }, '`result`.'),
      ),
    },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const code = request.body.OtpCode?.trim();
      return code
        ? activateByCode(store, request.body.Value, code, lang)
        : activateByLink(store, request.body.Value, lang);
    },
  });
}
