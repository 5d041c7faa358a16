import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, responses } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';
import { settingsValueSchema } from './settingsSchema.ts';

export function getSettingsRoute(app: FastifyInstance, store: Store): void {
  app.post('/Utility/GetSettings', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetSettings',
      summary: 'Utility settings',
      description: 'The portal settings of the utility (000 §3). Anonymous.',
      response: responses(envelopeWith({ value: settingsValueSchema }, 'The settings in `value`.')),
    },
    handler: async () => ok({ value: store.settings.read() }),
  });
}
