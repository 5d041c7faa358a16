import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { DEFAULT_ORGANISATION_SETTINGS } from '../../seed/defaultOrganisationSettings.ts';
import { DEFAULT_SETTINGS } from '../../seed/defaultSettings.ts';
import { writeDefaultSettings } from '../../seed/seed.ts';
import type { KeyValueSettings, SettingsValue } from '../../store/keyValueSettings.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  values: SettingsValue;
}

const bodySchema = {
  type: 'object',
  required: ['values'],
  properties: { values: { type: 'object', additionalProperties: true } },
};

/** Lets tests switch features on and off; only known fields, so a typo fails loudly instead of doing nothing. */
function mergeRoute(app: FastifyInstance, path: string, target: KeyValueSettings, known: SettingsValue): void {
  app.post<{ Body: Body }>(path, { schema: { hide: true, body: bodySchema } }, async (request, reply) => {
    const unknown = Object.keys(request.body.values).filter((key) => !Object.hasOwn(known, key));
    if (unknown.length > 0) {
      return reply.code(400).send(fail(STATUS_INVALID_REQUEST, `Unknown settings: ${unknown.join(', ')}`));
    }
    return ok({ value: target.merge(request.body.values) });
  });
}

export function settingsRoutes(app: FastifyInstance, store: Store, db: Db): void {
  mergeRoute(app, '/__dev/settings', store.settings, DEFAULT_SETTINGS);
  mergeRoute(app, '/__dev/organisation-settings', store.organisation, DEFAULT_ORGANISATION_SETTINGS);
  app.post('/__dev/reset-settings', { schema: { hide: true } }, async () => {
    writeDefaultSettings(db);
    return ok({ settings: store.settings.read(), organisationSettings: store.organisation.read() });
  });
}
