import type { SaveGisMapInput } from '../../__generated__/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { decodeGlobalId, toGlobalId, type NodeTypeName } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { checkBbox, requireGisReader } from './access.ts';
import {
  change,
  getFeatures,
  getUserSettings,
  gisSettingsOf,
  locate,
  type Refusal,
  type UpstreamFeature,
  type UpstreamGisSettings,
  type UpstreamKind,
  type UpstreamLayer,
  type UpstreamMap,
  type UpstreamServerType,
  type UpstreamUserSettings,
} from './api.ts';
import { asCells, toCells } from './cells.ts';
import { mapImagePath, mapServerUrl } from './mapImage.ts';
import { gisText } from './texts.ts';

type MapLayer = 'PROPERTIES' | 'CONNECTIONS' | 'METERS' | 'ELEMENTS';
type ServerType = 'NONE' | 'WMS' | 'WFS';

const LAYERS: Readonly<Record<MapLayer, UpstreamLayer>> = { PROPERTIES: 'properties', CONNECTIONS: 'connections', METERS: 'meters', ELEMENTS: 'elements' };
const LAYER_NAMES = Object.fromEntries(Object.entries(LAYERS).map(([name, layer]) => [layer, name])) as Record<UpstreamLayer, MapLayer>;
const SERVER_TYPES: Readonly<Record<ServerType, UpstreamServerType>> = { NONE: 'none', WMS: 'WMS', WFS: 'WFS' };
/** Global id type of each kind of feature (the enquiry views' and `node`'s ids). */
const NODE_TYPES: Readonly<Record<UpstreamKind, NodeTypeName>> = { property: 'Property', connection: 'ServicePoint', meter: 'Meter', element: 'Element' };
const KINDS_BY_TYPE = Object.fromEntries(Object.entries(NODE_TYPES).map(([kind, type]) => [type, kind])) as Record<string, UpstreamKind>;

const DEFAULT_LIMIT = 500;
const MAX_LIMIT = 2000;
const DEFAULT_GRID = 16;
const MAX_GRID = 32;

const requireGisAdmin = (ctx: GatewayContext) => requireEmployee(ctx, 'gisAdministration');

function toFeature(feature: UpstreamFeature) {
  return {
    objectId: toGlobalId(NODE_TYPES[feature.kind], String(feature.id)),
    kind: feature.kind.toUpperCase() as Uppercase<UpstreamKind>,
    label: feature.label,
    latitude: feature.latitude,
    longitude: feature.longitude,
    propertyId: feature.propertyId === null ? null : toGlobalId('Property', String(feature.propertyId)),
    connectionId: feature.connectionId === null ? null : toGlobalId('ServicePoint', String(feature.connectionId)),
    elementId: feature.kind === 'element' ? feature.id : null,
  };
}

const toSettings = (settings: UpstreamGisSettings) => ({
  ...settings,
  serverType: (Object.entries(SERVER_TYPES).find(([, value]) => value === settings.serverType)?.[0] ?? 'NONE') as ServerType,
});

const toMap = (map: UpstreamMap) => ({
  ...map,
  layers: [...map.layers].sort((a, b) => a.position - b.position).map((layer) => ({ layer: LAYER_NAMES[layer.layer], visible: layer.visible, colour: layer.colour })),
});

async function toUserSettings(ctx: GatewayContext, settings: UpstreamUserSettings) {
  const maps = settings.defaultMapId === null ? [] : (await gisSettingsOf(ctx)).maps;
  const defaultMap = maps.find((map) => map.mapId === settings.defaultMapId);
  return {
    defaultMap: defaultMap ? toMap(defaultMap) : null,
    visibleLayers: settings.visibleLayers?.map((layer) => LAYER_NAMES[layer]) ?? null,
    lastExtent: settings.lastExtent,
    updatedOn: settings.updatedOn,
  };
}

/** An upstream refusal as a user error on the input field it names (`Layers.2.Colour` → `layers.2.colour`). */
function refusalError(refusal: Refusal): UserError {
  const field = refusal.field === null ? null : refusal.field.split('.').map((part) => part.charAt(0).toLowerCase() + part.slice(1)).join('.');
  const notFound = field === 'mapId' || field === 'defaultMapId';
  return userError(notFound ? 'NOT_FOUND' : 'INVALID_INPUT', refusal.text, field);
}

const mapFeatures: ResolverOf<'Query', 'mapFeatures'> = async (_, args, ctx) => {
  await requireGisReader(ctx);
  checkBbox(args.bbox, true);
  if (args.view) checkBbox(args.view, true);
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badUserInputError(`limit must be 1 to ${MAX_LIMIT}.`);
  const layers = (args.layers ?? (Object.keys(LAYERS) as MapLayer[])).map((layer) => LAYERS[layer]);
  if (layers.length === 0) return { features: [], clusters: [], cells: [], layers: [] };
  const grid = { columns: args.columns ?? DEFAULT_GRID, rows: args.rows ?? DEFAULT_GRID };
  if (![grid.columns, grid.rows].every((size) => Number.isInteger(size) && size >= 1 && size <= MAX_GRID)) throw badUserInputError(`columns and rows must be 1 to ${MAX_GRID}.`);
  const answers = await getFeatures(ctx.upstream, args.bbox, [...new Set(layers)], limit, grid, args.view ?? undefined);
  // Past the limit every layer is drawn as cells, even one the utility listed: objects and bubbles never mix.
  const clustered = asCells(answers, limit);
  return {
    features: clustered ? [] : answers.flatMap((answer) => answer.items.map(toFeature)),
    clusters: answers.flatMap((answer) => answer.clusters.map((cluster) => ({ ...cluster, layer: LAYER_NAMES[answer.layer] }))),
    cells: clustered ? toCells(answers.map((answer) => ({ ...answer, layer: LAYER_NAMES[answer.layer] })), args.bbox, grid) : [],
    layers: answers.map((answer) => ({ layer: LAYER_NAMES[answer.layer], totalCount: answer.total, clustered })),
  };
};

const locateFeature: ResolverOf<'Query', 'locate'> = async (_, { id }, ctx) => {
  await requireGisReader(ctx);
  const decoded = decodeGlobalId(id);
  const kind = decoded ? KINDS_BY_TYPE[decoded.type] : undefined;
  const key = Number(decoded?.key);
  // Not an object the map shows (another type, a garbled id): nothing to find, like an unknown one.
  if (kind === undefined || !Number.isSafeInteger(key) || key < 1) return null;
  try {
    return toFeature(await locate(ctx.upstream, kind, key));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

/** The image's portal URL (its route streams it from the map server), or null when none is configured. */
const gisMapImage: ResolverOf<'Query', 'gisMapImage'> = async (_, args, ctx) => {
  const url = await mapServerUrl(ctx, args);
  return url === null ? null : mapImagePath(args, url);
};

const trimmed = (value: string | null | undefined) => value?.trim() || null;

const saveGisSettings: ResolverOf<'Mutation', 'saveGisSettings'> = async (_, { input }, ctx) => {
  await requireGisAdmin(ctx);
  const answer = await change(ctx.upstream, '/Gis/SaveSettings', {
    ServerType: SERVER_TYPES[input.serverType],
    ServerUrl: trimmed(input.serverUrl),
    Workspace: trimmed(input.workspace),
    BackgroundLayer: trimmed(input.backgroundLayer),
    ElementLayerName: trimmed(input.elementLayerName),
  });
  return 'refusal' in answer ? { settings: null, userErrors: [refusalError(answer.refusal)] } : { settings: toSettings(answer.payload.settings), userErrors: [] };
};

function mapInputErrors(input: SaveGisMapInput, language: GatewayContext['language']): UserError[] {
  const errors: UserError[] = [];
  if (!(input.centreLatitude >= -90 && input.centreLatitude <= 90)) errors.push(userError('INVALID_INPUT', gisText('latitude', language), 'centreLatitude'));
  if (!(input.centreLongitude >= -180 && input.centreLongitude <= 180)) errors.push(userError('INVALID_INPUT', gisText('longitude', language), 'centreLongitude'));
  if (!(input.zoom >= 1 && input.zoom <= 20)) errors.push(userError('INVALID_INPUT', gisText('zoom', language), 'zoom'));
  return errors;
}

const saveGisMap: ResolverOf<'Mutation', 'saveGisMap'> = async (_, { input }, ctx) => {
  await requireGisAdmin(ctx);
  const errors = mapInputErrors(input, ctx.language);
  if (errors.length > 0) return { map: null, userErrors: errors };
  const answer = await change(ctx.upstream, '/Gis/SaveMap', {
    ...(input.mapId === null || input.mapId === undefined ? {} : { MapId: input.mapId }),
    Name: input.name,
    CentreLatitude: input.centreLatitude,
    CentreLongitude: input.centreLongitude,
    Zoom: input.zoom,
    VisibleLayers: [...new Set(input.visibleLayers.map((layer) => LAYERS[layer]))],
  });
  return 'refusal' in answer ? { map: null, userErrors: [refusalError(answer.refusal)] } : { map: toMap(answer.payload.item), userErrors: [] };
};

const saveGisMapLayers: ResolverOf<'Mutation', 'saveGisMapLayers'> = async (_, { input }, ctx) => {
  await requireGisAdmin(ctx);
  const answer = await change(ctx.upstream, '/Gis/SaveMapLayers', {
    MapId: input.mapId,
    Layers: input.layers.map((layer) => ({ Layer: LAYERS[layer.layer], Visible: layer.visible, Colour: layer.colour.trim() })),
  });
  return 'refusal' in answer ? { map: null, userErrors: [refusalError(answer.refusal)] } : { map: toMap(answer.payload.item), userErrors: [] };
};

const deleteGisMap: ResolverOf<'Mutation', 'deleteGisMap'> = async (_, { input }, ctx) => {
  await requireGisAdmin(ctx);
  const answer = await change(ctx.upstream, '/Gis/DeleteMap', { MapId: input.mapId });
  if ('refusal' in answer) return { deletedMapId: null, userErrors: [refusalError({ ...answer.refusal, field: 'MapId' })] };
  return { deletedMapId: input.mapId, userErrors: [] };
};

const saveGisUserSettings: ResolverOf<'Mutation', 'saveGisUserSettings'> = async (_, { input }, ctx) => {
  await requireGisReader(ctx);
  const body: Record<string, unknown> = {};
  if (input.defaultMapId !== undefined) body['DefaultMapId'] = input.defaultMapId;
  if (input.visibleLayers !== undefined) body['VisibleLayers'] = input.visibleLayers === null ? null : [...new Set(input.visibleLayers.map((layer) => LAYERS[layer]))];
  if (input.lastExtent !== undefined) {
    if (input.lastExtent !== null && input.lastExtent.length !== 4) return { settings: null, userErrors: [userError('INVALID_INPUT', gisText('extent', ctx.language), 'lastExtent')] };
    body['LastExtent'] = input.lastExtent;
  }
  const answer = await change(ctx.upstream, '/Gis/SaveUserSettings', body);
  return 'refusal' in answer ? { settings: null, userErrors: [refusalError(answer.refusal)] } : { settings: await toUserSettings(ctx, answer.payload.item), userErrors: [] };
};

const gisSettings: ResolverOf<'Query', 'gisSettings'> = async (_, __, ctx) => {
  await requireGisReader(ctx);
  return toSettings((await gisSettingsOf(ctx)).settings);
};

const gisMaps: ResolverOf<'Query', 'gisMaps'> = async (_, __, ctx) => {
  await requireGisReader(ctx);
  return (await gisSettingsOf(ctx)).maps.map(toMap);
};

const gisUserSettings: ResolverOf<'Query', 'gisUserSettings'> = async (_, __, ctx) => {
  await requireGisReader(ctx);
  return toUserSettings(ctx, await getUserSettings(ctx.upstream));
};

/** Web map and GIS administration (`002 §2` webgis, gisAdministration; utility-api README "Web map and GIS administration"). */
export const gisResolvers: Resolvers = {
  Query: { mapFeatures, locate: locateFeature, gisSettings, gisMaps, gisUserSettings, gisMapImage },
  Mutation: { saveGisSettings, saveGisMap, saveGisMapLayers, deleteGisMap, saveGisUserSettings },
};
