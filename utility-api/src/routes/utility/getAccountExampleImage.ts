import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, responses, string } from '../../http/schemas.ts';
import { ACCOUNT_EXAMPLE_IMAGE } from './accountExampleImage.ts';

export function getAccountExampleImageRoute(app: FastifyInstance): void {
  app.get('/Utility/GetAccountExampleImage', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetAccountExampleImage',
      summary: 'Example bill image',
      description: 'An image showing where the account number is printed, for the registration help (000 §2). Anonymous.',
      response: responses(envelopeWith({ data: string('The image as a data URL.') }, 'The image in `data`.')),
    },
    handler: async () => ok({ data: ACCOUNT_EXAMPLE_IMAGE }),
  });
}
