import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { GIS_LAYERS, SERVER_TYPES, type Bbox, type GisLayer } from '../../store/gis.ts';
import type { Store } from '../../store/store.ts';
import { refused, requireGisReader } from './access.ts';
import { isValidBbox } from './features.ts';
import { bboxSchema, fieldSchema, mapSchema, settingsSchema, userSettingsSchema } from './schemas.ts';
import { gisRequestText } from './texts.ts';
import { validateMapLayers, validateMapName, validateSettings, type MapLayerBody, type SettingsBody } from './validation.ts';

const admin = requireEmployee('portalGisAdmin');
const mapAnswer = sharedSchema('EnvelopeGisMap', envelopeWith({ item: mapSchema, field: fieldSchema }, 'The map as saved.'));
const nullableText = (description: string) => ({ type: ['string', 'null'], maxLength: 1000, description });

interface MapBody {
  MapId?: number;
  Name: string;
  CentreLatitude: number;
  CentreLongitude: number;
  Zoom: number;
  VisibleLayers: GisLayer[];
}

/** GIS settings, maps settings, map settings (portalGisAdmin saves) and each viewer's own user settings. */
export function gisSettingsRoutes(app: FastifyInstance, store: Store): void {
  const now = () => store.clock().toISOString();

  app.post('/Gis/GetSettings', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisGetSettings',
      summary: 'GIS settings (002 §3) and the named maps',
      description: 'Employees with `portalGis` or `portalGisAdmin`. The map server settings and every map with its layers, by name.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ settings: settingsSchema, maps: { type: 'array', items: mapSchema, description: 'The maps, by name.' } }, 'Settings and maps.')),
    },
    onRequest: requireGisReader,
    handler: async () => ok({ settings: store.gis.settings(), maps: store.gis.maps() }),
  });

  app.post<{ Body: SettingsBody }>('/Gis/SaveSettings', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisSaveSettings',
      summary: 'Save the GIS settings',
      description:
        'Employees with `portalGisAdmin`. `ServerType` WMS or WFS needs an http(s) `ServerUrl`; WMS also a `BackgroundLayer`; ' +
        'names are layer names (letters, digits, `_ - .`, an optional `workspace:` prefix), at most 100 characters; blanks ' +
        'are stored as null. Status 1 with `field` naming the first refused field.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['ServerType'],
        properties: {
          ServerUrl: nullableText('Map server address.'),
          ServerType: { type: 'string', enum: [...SERVER_TYPES], description: 'WMS, WFS or none.' },
          Workspace: nullableText('Workspace.'),
          BackgroundLayer: nullableText('Background layer name.'),
          ElementLayerName: nullableText('Element layer name.'),
        },
      },
      response: responses(envelopeWith({ settings: settingsSchema, field: fieldSchema }, 'The settings as saved.')),
    },
    onRequest: admin,
    handler: async (request) => {
      const { problems, settings } = validateSettings(request.body);
      if (problems[0]) return refused(request, problems[0]);
      return ok({ settings: store.gis.saveSettings(settings, now()) });
    },
  });

  app.post<{ Body: MapBody }>('/Gis/SaveMap', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisSaveMap',
      summary: 'Create or change a named map (maps settings)',
      description:
        'Employees with `portalGisAdmin`. Without `MapId` a new map, with every layer in the default order and colours; ' +
        '`VisibleLayers` are shown when it opens. Status 1 (with `field`) for a blank or taken name or an unknown map.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Name', 'CentreLatitude', 'CentreLongitude', 'Zoom', 'VisibleLayers'],
        properties: {
          MapId: integer('The map to change; none creates one.'),
          Name: { type: 'string', maxLength: 1000, description: 'Its name (unique, at most 100 characters).' },
          CentreLatitude: { type: 'number', minimum: -90, maximum: 90, description: 'Centre, degrees north.' },
          CentreLongitude: { type: 'number', minimum: -180, maximum: 180, description: 'Centre, degrees east.' },
          Zoom: { type: 'integer', minimum: 1, maximum: 20, description: 'Zoom level.' },
          VisibleLayers: { type: 'array', items: { type: 'string', enum: [...GIS_LAYERS] }, uniqueItems: true, description: 'Layers shown when it opens.' },
        },
      },
      response: responses(mapAnswer),
    },
    onRequest: admin,
    handler: async (request) => {
      const body = request.body;
      const { name, problem } = validateMapName(body.Name);
      if (problem) return refused(request, problem);
      if (body.MapId !== undefined && store.gis.map(body.MapId) === undefined) return { ...fail(STATUS_FAILED, gisRequestText(request, 'mapNotFound')), field: 'MapId' };
      const same = store.gis.mapNamed(name);
      if (same && same.mapId !== body.MapId) return { ...fail(STATUS_FAILED, gisRequestText(request, 'mapNameTaken')), field: 'Name' };
      const item = store.gis.saveMap({
        mapId: body.MapId,
        name,
        centreLatitude: body.CentreLatitude,
        centreLongitude: body.CentreLongitude,
        zoom: body.Zoom,
        visibleLayers: body.VisibleLayers,
      });
      return ok({ item });
    },
  });

  app.post<{ Body: { MapId: number; Layers: MapLayerBody[] } }>('/Gis/SaveMapLayers', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisSaveMapLayers',
      summary: 'Save a map\'s layer order, visibility and colours (map settings)',
      description: 'Employees with `portalGisAdmin`. `Layers` names every layer once, in drawing order. Status 1 (with `field`) otherwise, for a colour not #RRGGBB or an unknown map.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['MapId', 'Layers'],
        properties: {
          MapId: integer('The map.'),
          Layers: {
            type: 'array',
            maxItems: 10,
            description: 'Every layer, first drawn first.',
            items: {
              type: 'object',
              required: ['Layer', 'Visible', 'Colour'],
              properties: {
                Layer: { type: 'string', enum: [...GIS_LAYERS], description: 'The layer.' },
                Visible: boolean('Shown when the map opens.'),
                Colour: { type: 'string', maxLength: 20, description: '#RRGGBB.' },
              },
            },
          },
        },
      },
      response: responses(mapAnswer),
    },
    onRequest: admin,
    handler: async (request) => {
      if (store.gis.map(request.body.MapId) === undefined) return { ...fail(STATUS_FAILED, gisRequestText(request, 'mapNotFound')), field: 'MapId' };
      const problems = validateMapLayers(request.body.Layers);
      if (problems[0]) return refused(request, problems[0]);
      const layers = request.body.Layers.map((layer) => ({ layer: layer.Layer, visible: layer.Visible, colour: layer.Colour }));
      return ok({ item: store.gis.saveMapLayers(request.body.MapId, layers) });
    },
  });

  app.post<{ Body: { MapId: number } }>('/Gis/DeleteMap', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisDeleteMap',
      summary: 'Delete a named map',
      description: 'Employees with `portalGisAdmin`. Users who opened it by default fall back to the first map. Status 1 for an unknown map.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['MapId'], properties: { MapId: integer('The map.') } },
      response: responses(envelopeWith({}, 'Deleted.')),
    },
    onRequest: admin,
    handler: async (request) => (store.gis.deleteMap(request.body.MapId) ? ok() : fail(STATUS_FAILED, gisRequestText(request, 'mapNotFound'))),
  });

  app.post('/Gis/GetUserSettings', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisGetUserSettings',
      summary: 'The viewer\'s own map settings',
      description: 'Same access as /Gis/GetSettings. Defaults (all null) until the viewer saves some.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ item: userSettingsSchema }, 'The viewer\'s settings.')),
    },
    onRequest: requireGisReader,
    handler: async (request) => ok({ item: store.gis.userSettings(signedInUser(request).id) }),
  });

  app.post<{ Body: { DefaultMapId?: number | null; VisibleLayers?: GisLayer[] | null; LastExtent?: [number, number, number, number] | null } }>('/Gis/SaveUserSettings', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisSaveUserSettings',
      summary: 'Save the viewer\'s own map settings',
      description: 'Same access as /Gis/GetSettings; only ever the viewer\'s own. Fields left out keep their value; null clears one. Status 1 (with `field`) for an unknown map or a bbox whose minimum is not below its maximum.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          DefaultMapId: { type: ['integer', 'null'], description: 'The map to open, or null for the first.' },
          VisibleLayers: { type: ['array', 'null'], items: { type: 'string', enum: [...GIS_LAYERS] }, uniqueItems: true, description: 'Layers to show, or null for the map\'s own.' },
          LastExtent: { ...bboxSchema, type: ['array', 'null'], description: 'The area to open at, or null.' },
        },
      },
      response: responses(envelopeWith({ item: userSettingsSchema, field: fieldSchema }, 'The settings as saved.')),
    },
    onRequest: requireGisReader,
    handler: async (request) => {
      const user = signedInUser(request);
      const current = store.gis.userSettings(user.id);
      const body = request.body;
      const defaultMapId = body.DefaultMapId === undefined ? current.defaultMapId : body.DefaultMapId;
      if (defaultMapId !== null && store.gis.map(defaultMapId) === undefined) return { ...fail(STATUS_FAILED, gisRequestText(request, 'mapNotFound')), field: 'DefaultMapId' };
      const lastExtent = body.LastExtent === undefined ? current.lastExtent : (body.LastExtent as Bbox | null);
      if (lastExtent !== null && !isValidBbox(lastExtent)) return { ...fail(STATUS_FAILED, gisRequestText(request, 'invalidBbox')), field: 'LastExtent' };
      const visibleLayers = body.VisibleLayers === undefined ? current.visibleLayers : body.VisibleLayers;
      return ok({ item: store.gis.saveUserSettings(user.id, { defaultMapId, visibleLayers, lastExtent }, now()) });
    },
  });
}
