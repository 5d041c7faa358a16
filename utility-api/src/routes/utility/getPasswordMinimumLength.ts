import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, integer, responses } from '../../http/schemas.ts';
import { passwordMinimumLength } from '../../store/settingsValues.ts';
import type { Store } from '../../store/store.ts';

export function getPasswordMinimumLengthRoute(app: FastifyInstance, store: Store): void {
  app.post('/Utility/GetPasswordMinimumLength', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetPasswordMinimumLength',
      summary: 'Minimum password length',
      description: 'The setting `passwordMinimumLength`, or 7 when the utility sets none (001 §5). Anonymous.',
      response: responses(envelopeWith({ value: integer('Minimum number of characters.') }, 'The length in `value`.')),
    },
    handler: async () => ok({ value: passwordMinimumLength(store.settings.read()) }),
  });
}
