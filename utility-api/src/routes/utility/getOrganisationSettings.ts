import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, responses } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';
import { organisationValueSchema } from './organisationSchema.ts';

export function getOrganisationSettingsRoute(app: FastifyInstance, store: Store): void {
  app.post('/Utility/GetOrganisationSettings', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetOrganisationSettings',
      summary: 'Organisation settings',
      description: 'Branding, enabled pages and the sign-in lock date of the organisation (000 §3). Anonymous.',
      response: responses(envelopeWith({ value: organisationValueSchema }, 'The settings in `value`.')),
    },
    handler: async () => ok({ value: store.organisation.read() }),
  });
}
