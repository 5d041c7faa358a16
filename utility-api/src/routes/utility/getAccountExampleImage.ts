import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, responses, string } from '../../http/schemas.ts';
import { EXAMPLE_BILL_PARTS, exampleBillImage, type ExampleBillPart } from './accountExampleImage.ts';

export function getAccountExampleImageRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { Part?: ExampleBillPart } }>('/Utility/GetAccountExampleImage', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetAccountExampleImage',
      summary: 'Example bill image',
      description:
        'An image of a bill with the number a form asks for outlined: the account number for the registration help ' +
        '(000 §2, the default), the invoice number for the e-bill screens (001 §5). Anonymous.',
      querystring: {
        type: 'object',
        properties: { Part: { type: 'string', enum: [...EXAMPLE_BILL_PARTS], description: 'Which number is outlined (default `account`).' } },
      },
      response: responses(envelopeWith({ data: string('The image as a data URL.') }, 'The image in `data`.')),
    },
    handler: async (request) => ok({ data: exampleBillImage(request.query.Part ?? 'account') }),
  });
}
