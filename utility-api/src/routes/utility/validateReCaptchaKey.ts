import type { FastifyInstance } from 'fastify';
import { RECAPTCHA_TEST_TOKEN } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { boolean, envelopeWith, responses } from '../../http/schemas.ts';

interface Query {
  key?: string;
}

export function validateReCaptchaKeyRoute(app: FastifyInstance): void {
  app.get<{ Querystring: Query }>('/Utility/ValidateReCaptchaKey', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityValidateReCaptchaKey',
      summary: 'Verify a reCAPTCHA answer',
      description:
        'Whether the widget\'s token `key` passes (000 §7). The reference API calls no captcha service: the test ' +
        `token \`${RECAPTCHA_TEST_TOKEN}\` passes and anything else fails. Anonymous.`,
      querystring: { type: 'object', properties: { key: { type: 'string', description: 'The widget\'s token.' } } },
      response: responses(envelopeWith({ success: boolean('True when the token passes.') }, '`success`.')),
    },
    handler: async (request) => ok({ success: request.query.key === RECAPTCHA_TEST_TOKEN }),
  });
}
