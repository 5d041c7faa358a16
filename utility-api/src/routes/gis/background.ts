import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses, string } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';

/**
 * The map server's background layer for any signed-in user (002 §5: applicants' plot maps draw "the GIS
 * settings' background where configured"): the server and the layer's name only, never the element layer,
 * which stays with the web map's readers (/Gis/GetSettings).
 */
export function gisBackgroundRoute(app: FastifyInstance, store: Store): void {
  app.post('/Gis/GetBackground', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisGetBackground',
      summary: 'The WMS background layer, for maps shown to customers',
      description:
        'Any signed-in user (customers, visitors\' applications, employees). `item` is null unless the GIS settings name a WMS ' +
        'server and a background layer; the element layer is not answered.',
      security: SESSION_SECURITY,
      response: responses(
        envelopeWith(
          {
            item: {
              type: ['object', 'null'],
              required: ['serverUrl', 'workspace', 'layer'],
              description: 'The background layer, or null when none is configured.',
              properties: {
                serverUrl: string('The WMS server.'),
                workspace: { type: ['string', 'null'], description: 'Its workspace, which qualifies a layer name without one.' },
                layer: string('The background layer\'s name.'),
              },
            },
          },
          'The background.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async () => {
      const settings = store.gis.settings();
      const configured = settings.serverType === 'WMS' && settings.serverUrl !== null && settings.backgroundLayer !== null;
      return ok({ item: configured ? { serverUrl: settings.serverUrl, workspace: settings.workspace, layer: settings.backgroundLayer } : null });
    },
  });
}
