import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { GIS_KINDS, GIS_LAYERS, SERVER_TYPES } from '../../store/gis.ts';

const number = (description: string): JSONSchema => ({ type: 'number', description });

export const bboxSchema: JSONSchema = {
  type: 'array',
  description: '[minLon, minLat, maxLon, maxLat] in degrees (WGS 84).',
  minItems: 4,
  maxItems: 4,
  items: { type: 'number', minimum: -180, maximum: 180 },
};

export const featureSchema: JSONSchema = sharedSchema('GisFeature', {
  type: 'object',
  required: ['kind', 'id', 'label', 'latitude', 'longitude', 'propertyId', 'connectionId', 'meterId'],
  properties: {
    kind: { type: 'string', enum: [...GIS_KINDS], description: 'What the object is.' },
    id: integer('Its id (properties.id, connections.id, meters.id or elements.id by kind).'),
    label: string('Property reference, connection number, meter reference, or element code and name.'),
    latitude: number('Degrees north (WGS 84).'),
    longitude: number('Degrees east (WGS 84).'),
    propertyId: nullableInteger('The property (properties, connections, meters); null for elements.'),
    connectionId: nullableInteger('The connection giving the position (properties, connections, meters); null for elements.'),
    meterId: nullableInteger('The meter, for meters.'),
  },
});

export const layerAnswerSchema: JSONSchema = {
  type: 'object',
  required: ['layer', 'total', 'items', 'clusters'],
  properties: {
    layer: { type: 'string', enum: [...GIS_LAYERS], description: 'The layer.' },
    total: integer('Objects of the layer inside the area.'),
    items: { type: 'array', items: featureSchema, description: 'The objects, when the asked layers hold at most `Limit` in all; else empty.' },
    clusters: {
      type: 'array',
      description: 'When the asked layers hold more than `Limit`: the objects grouped in the non-empty cells of the `Columns` × `Rows` grid over the area (the same grid for every layer), most first.',
      items: {
        type: 'object',
        required: ['latitude', 'longitude', 'count', 'column', 'row'],
        properties: {
          latitude: number('Mean latitude of the cell\'s objects.'),
          longitude: number('Mean longitude.'),
          count: integer('Objects in the cell.'),
          column: integer('The cell\'s column, 0 at the west edge of the area.'),
          row: integer('The cell\'s row, 0 at the south edge of the area.'),
        },
      },
    },
  },
};

export const settingsSchema: JSONSchema = sharedSchema('GisSettings', {
  type: 'object',
  required: ['serverUrl', 'serverType', 'workspace', 'backgroundLayer', 'elementLayerName', 'updatedOn'],
  properties: {
    serverUrl: nullableString('Map server address (002 §3 server url), or null.'),
    serverType: { type: 'string', enum: [...SERVER_TYPES], description: 'WMS, WFS, or none (the plain background).' },
    workspace: nullableString('Workspace of the layers on the server, or null.'),
    backgroundLayer: nullableString('The background layer\'s name, or null.'),
    elementLayerName: nullableString('The network element layer\'s name, or null.'),
    updatedOn: nullableString('When they were last saved (ISO 8601), or null.'),
  },
});

export const mapSchema: JSONSchema = sharedSchema('GisMap', {
  type: 'object',
  required: ['mapId', 'name', 'centreLatitude', 'centreLongitude', 'zoom', 'layers'],
  properties: {
    mapId: integer('The map.'),
    name: string('Its name (unique).'),
    centreLatitude: number('Where it opens: degrees north.'),
    centreLongitude: number('Where it opens: degrees east.'),
    zoom: integer('Zoom level it opens at (1–20).'),
    layers: {
      type: 'array',
      description: 'Its vector layers in drawing order (map settings).',
      items: {
        type: 'object',
        required: ['layer', 'position', 'visible', 'colour'],
        properties: {
          layer: { type: 'string', enum: [...GIS_LAYERS], description: 'The layer.' },
          position: integer('Drawing order, 0 first (drawn below the others).'),
          visible: boolean('Shown when the map opens.'),
          colour: string('Colour as #RRGGBB.'),
        },
      },
    },
  },
});

export const userSettingsSchema: JSONSchema = sharedSchema('GisUserSettings', {
  type: 'object',
  required: ['defaultMapId', 'visibleLayers', 'lastExtent', 'updatedOn'],
  properties: {
    defaultMapId: nullableInteger('The map the viewer\'s web map opens, or null for the first.'),
    visibleLayers: { type: ['array', 'null'], items: { type: 'string', enum: [...GIS_LAYERS] }, description: 'Layers shown, or null for the map\'s own.' },
    lastExtent: { ...bboxSchema, type: ['array', 'null'], description: 'The area the viewer kept, or null.' },
    updatedOn: nullableString('When they were last saved, or null.'),
  },
});

export const fieldSchema: JSONSchema = nullableString('On status 1: the refused request field (e.g. `ServerUrl`, `Layers.2.Colour`).');
