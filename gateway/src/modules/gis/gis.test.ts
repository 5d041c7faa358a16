import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

const FEATURES = /* GraphQL */ `query ($bbox: [Float!]!, $view: [Float!], $layers: [MapLayer!], $limit: Int, $columns: Int, $rows: Int) {
  mapFeatures(bbox: $bbox, view: $view, layers: $layers, limit: $limit, columns: $columns, rows: $rows) {
    features { objectId kind label latitude longitude propertyId connectionId }
    clusters { layer count }
    cells { column row latitude longitude count layers { layer count } }
    layers { layer totalCount clustered }
  }
}`;
const LOCATE = 'query ($id: ID!) { locate(id: $id) { objectId kind label latitude longitude connectionId } }';
const SAVE_SETTINGS = /* GraphQL */ `mutation ($input: SaveGisSettingsInput!) {
  saveGisSettings(input: $input) { settings { serverUrl serverType backgroundLayer } userErrors { field code message } }
}`;
const IMAGE = 'query ($bbox: [Float!]!) { gisMapImage(layer: BACKGROUND, bbox: $bbox, width: 32, height: 16) }';

interface Feature { objectId: string; kind: string; label: string; latitude: number; longitude: number; propertyId: string | null; connectionId: string | null }
interface Cell { column: number; row: number; latitude: number; longitude: number; count: number; layers: Array<{ layer: string; count: number }> }
interface FeatureSet {
  features: Feature[];
  clusters: Array<{ layer: string; count: number }>;
  cells: Cell[];
  layers: Array<{ layer: string; totalCount: number; clustered: boolean }>;
}

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  [staff, field] = await Promise.all([harness.signedIn(DEMO_LOGINS.staff), harness.signedIn(DEMO_LOGINS.field)]);
});
afterAll(() => harness.close());

async function data<T>(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await browser.graphql(query, variables);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data as T;
}

const errorCode = async (browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) =>
  (await browser.graphql(query, variables)).body.errors?.[0]?.extensions?.['code'];

describe('Query.mapFeatures', () => {
  it('answers features with the enquiries\' global ids, and clusters past the limit', async () => {
    const { mapFeatures } = await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox: [32.2, 34.5, 34.2, 35.3], layers: ['METERS', 'ELEMENTS'], limit: 2000 });
    expect(mapFeatures.layers.map((layer) => layer.layer)).toEqual(['METERS', 'ELEMENTS']);
    const meter = mapFeatures.features.find((feature) => feature.kind === 'METER');
    expect(decodeGlobalId(meter?.objectId ?? '')?.type).toBe('Meter');
    expect(mapFeatures.features.some((feature) => feature.kind === 'ELEMENT' && feature.propertyId === null)).toBe(true);
    const node = await data<{ node: { meterRef: string } | null }>(staff, 'query ($id: ID!) { node(id: $id) { ... on Meter { meterRef } } }', { id: meter?.objectId });
    expect(node.node?.meterRef).toBe(meter?.label);
    const clustered = await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox: [32.2, 34.5, 34.2, 35.3], layers: ['CONNECTIONS'], limit: 5 });
    expect(clustered.mapFeatures.features).toEqual([]);
    expect(clustered.mapFeatures.layers[0]).toMatchObject({ layer: 'CONNECTIONS', clustered: true });
    expect(clustered.mapFeatures.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(clustered.mapFeatures.layers[0]?.totalCount);
    expect(await errorCode(field, FEATURES, { bbox: [34, 35, 33, 36] })).toBe('BAD_USER_INPUT');
  });

  it('lists, and counts against the limit, the objects of the view when one is given; the cells are over the bbox', async () => {
    const bbox = [32.2, 34.5, 34.2, 35.3];
    const clustered = await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox, layers: ['CONNECTIONS'], limit: 5 });
    expect(clustered.mapFeatures.layers[0]?.clustered).toBe(true);
    const [first] = (await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox, layers: ['CONNECTIONS'], limit: 2000 })).mapFeatures.features;
    const view = [first!.longitude - 1e-4, first!.latitude - 1e-4, first!.longitude + 1e-4, first!.latitude + 1e-4];
    const { mapFeatures } = await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox, view, layers: ['CONNECTIONS'], limit: 5 });
    expect(mapFeatures.features.map((feature) => feature.objectId)).toContain(first!.objectId);
    for (const feature of mapFeatures.features) expect([feature.longitude >= view[0]! && feature.longitude <= view[2]!, feature.latitude >= view[1]! && feature.latitude <= view[3]!]).toEqual([true, true]);
    expect(mapFeatures.layers[0]).toEqual({ layer: 'CONNECTIONS', totalCount: mapFeatures.features.length, clustered: false });
    expect(await errorCode(field, FEATURES, { bbox, view: [34, 35, 33, 36] })).toBe('BAD_USER_INPUT');
  });

  it('past the limit, answers every asked layer as one set of cells of the asked grid, each with its layers\' counts', async () => {
    const bbox = [32.2, 34.5, 34.2, 35.3];
    const layers = ['ELEMENTS', 'CONNECTIONS', 'METERS'];
    const listed = await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox, layers, limit: 2000 });
    expect(listed.mapFeatures.cells).toEqual([]);
    const { mapFeatures } = await data<{ mapFeatures: FeatureSet }>(field, FEATURES, { bbox, layers, limit: 5, columns: 3, rows: 2 });
    expect(mapFeatures.features).toEqual([]);
    expect(mapFeatures.layers.map((layer) => [layer.layer, layer.totalCount, layer.clustered])).toEqual(listed.mapFeatures.layers.map((layer) => [layer.layer, layer.totalCount, true]));
    expect(mapFeatures.cells.length).toBeGreaterThan(1);
    expect(mapFeatures.cells.length).toBeLessThanOrEqual(6);
    // One bubble per cell: no two cells share a place, and each cell's layers add up to its count, in the asked order.
    expect(new Set(mapFeatures.cells.map((cell) => `${cell.column},${cell.row}`)).size).toBe(mapFeatures.cells.length);
    for (const cell of mapFeatures.cells) {
      expect([cell.column >= 0 && cell.column < 3, cell.row >= 0 && cell.row < 2]).toEqual([true, true]);
      expect(cell.layers.reduce((sum, layer) => sum + layer.count, 0)).toBe(cell.count);
      expect(cell.layers.map((layer) => layer.layer)).toEqual(layers.filter((layer) => cell.layers.some((entry) => entry.layer === layer)));
    }
    const total = mapFeatures.layers.reduce((sum, layer) => sum + layer.totalCount, 0);
    expect(mapFeatures.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(total);
    expect(mapFeatures.cells.map((cell) => cell.count)).toEqual([...mapFeatures.cells.map((cell) => cell.count)].sort((a, b) => b - a));
    expect(await errorCode(field, FEATURES, { bbox, columns: 33 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(field, FEATURES, { bbox, rows: 0 })).toBe('BAD_USER_INPUT');
  });

  it('is for web map and GIS users only', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    expect(await errorCode(maria, FEATURES, { bbox: [32, 34, 34, 36] })).toBe('FORBIDDEN');
    expect(await errorCode(harness.browser(), FEATURES, { bbox: [32, 34, 34, 36] })).toBe('UNAUTHENTICATED');
    expect(await errorCode(maria, '{ gisSettings { serverType } }')).toBe('FORBIDDEN');
  });
});

describe('Query.locate', () => {
  it('finds a meter, a connection, a property and an element by global id, null when unknown', async () => {
    const { locate: meter } = await data<{ locate: Feature }>(field, LOCATE, { id: toGlobalId('Meter', '1') });
    expect(meter.kind).toBe('METER');
    const { locate: connection } = await data<{ locate: Feature }>(field, LOCATE, { id: meter.connectionId });
    expect([connection.kind, connection.latitude, connection.longitude]).toEqual(['CONNECTION', meter.latitude, meter.longitude]);
    expect((await data<{ locate: Feature }>(field, LOCATE, { id: toGlobalId('Property', '1') })).locate.kind).toBe('PROPERTY');
    expect((await data<{ locate: Feature }>(field, LOCATE, { id: toGlobalId('Element', '1') })).locate.kind).toBe('ELEMENT');
    expect((await data<{ locate: Feature | null }>(field, LOCATE, { id: toGlobalId('Meter', '99999999') })).locate).toBeNull();
    expect((await data<{ locate: Feature | null }>(field, LOCATE, { id: toGlobalId('Account', '1') })).locate).toBeNull();
    expect((await data<{ locate: Feature | null }>(field, LOCATE, { id: 'not an id' })).locate).toBeNull();
  });
});

describe('GIS settings', () => {
  it('reads the map settings once for an operation whose fields each need them', async () => {
    harness.upstream.reset();
    await data(staff, '{ gisSettings { serverType } gisMaps { mapId } }');
    expect(harness.upstream.count('/Gis/GetSettings')).toBe(1);
  });

  it('lets GIS administration save settings (refusals name their input field) and names the configured WMS background\'s image route', async () => {
    expect(await data<{ gisMapImage: string | null }>(field, IMAGE, { bbox: [3600000, 4100000, 3800000, 4200000] })).toEqual({ gisMapImage: null });
    expect(await errorCode(field, SAVE_SETTINGS, { input: { serverType: 'NONE' } })).toBe('FORBIDDEN');
    const bad = await data<{ saveGisSettings: { settings: null; userErrors: Array<{ field: string; code: string }> } }>(staff, SAVE_SETTINGS, { input: { serverType: 'WMS', serverUrl: 'maps', backgroundLayer: 'background' } });
    expect(bad.saveGisSettings).toMatchObject({ settings: null, userErrors: [{ field: 'serverUrl', code: 'INVALID_INPUT' }] });
    const saved = await data<{ saveGisSettings: { settings: { serverType: string; serverUrl: string } } }>(staff, SAVE_SETTINGS, {
      input: { serverType: 'WMS', serverUrl: `${harness.apiUrl}/Gis/Wms`, workspace: 'portal', backgroundLayer: 'background' },
    });
    expect(saved.saveGisSettings.settings).toMatchObject({ serverType: 'WMS', serverUrl: `${harness.apiUrl}/Gis/Wms` });
    // The image's own route (mapImage.test.ts streams it, and fails it when the server does).
    const { gisMapImage } = await data<{ gisMapImage: string }>(field, IMAGE, { bbox: [3600000, 4100000, 3800000, 4200000] });
    expect(gisMapImage).toMatch(/^\/files\/map-image\/BACKGROUND\?bbox=3600000%2C4100000%2C3800000%2C4200000&width=32&height=16&v=[\w-]{12}$/);
    expect(await errorCode(field, IMAGE, { bbox: [3600000, 4200000, 3800000, 4100000] })).toBe('BAD_USER_INPUT');
    await data(staff, SAVE_SETTINGS, { input: { serverType: 'NONE' } });
  });

  it('saves maps, their layers, and each viewer\'s own user settings', async () => {
    const created = await data<{ saveGisMap: { map: { mapId: number; layers: Array<{ layer: string; visible: boolean }> } } }>(staff, /* GraphQL */ `mutation {
      saveGisMap(input: { name: "Gateway test", centreLatitude: 35, centreLongitude: 33, zoom: 11, visibleLayers: [METERS] }) { map { mapId layers { layer visible } } userErrors { field } }
    }`);
    const mapId = created.saveGisMap.map.mapId;
    expect(created.saveGisMap.map.layers.filter((layer) => layer.visible).map((layer) => layer.layer)).toEqual(['METERS']);
    const badZoom = await data<{ saveGisMap: { userErrors: Array<{ field: string }> } }>(staff, 'mutation { saveGisMap(input: { name: "Z", centreLatitude: 35, centreLongitude: 33, zoom: 30, visibleLayers: [] }) { userErrors { field } } }');
    expect(badZoom.saveGisMap.userErrors).toEqual([{ field: 'zoom' }]);
    const colours = await data<{ saveGisMapLayers: { map: { layers: Array<{ layer: string; colour: string }> } | null; userErrors: Array<{ field: string }> } }>(staff, `mutation {
      saveGisMapLayers(input: { mapId: ${mapId}, layers: [{ layer: ELEMENTS, visible: true, colour: "#000000" }, { layer: METERS, visible: true, colour: "nope" }, { layer: CONNECTIONS, visible: false, colour: "#111111" }, { layer: PROPERTIES, visible: false, colour: "#222222" }] }) { map { layers { layer colour } } userErrors { field } }
    }`);
    expect(colours.saveGisMapLayers.userErrors).toEqual([{ field: 'layers.1.colour' }]);
    const userSettings = await data<{ saveGisUserSettings: { settings: { defaultMap: { mapId: number }; visibleLayers: string[]; lastExtent: number[] } } }>(field, `mutation {
      saveGisUserSettings(input: { defaultMapId: ${mapId}, visibleLayers: [METERS, ELEMENTS], lastExtent: [33, 34.9, 33.1, 35] }) { settings { defaultMap { mapId } visibleLayers lastExtent } userErrors { field } }
    }`);
    expect(userSettings.saveGisUserSettings.settings).toEqual({ defaultMap: { mapId }, visibleLayers: ['METERS', 'ELEMENTS'], lastExtent: [33, 34.9, 33.1, 35] });
    expect((await data<{ gisUserSettings: { defaultMap: null } }>(staff, '{ gisUserSettings { defaultMap { mapId } } }')).gisUserSettings.defaultMap).toBeNull();
    const deleted = await data<{ deleteGisMap: { deletedMapId: number } }>(staff, `mutation { deleteGisMap(input: { mapId: ${mapId} }) { deletedMapId userErrors { code } } }`);
    expect(deleted.deleteGisMap.deletedMapId).toBe(mapId);
    expect(await errorCode(field, `mutation { deleteGisMap(input: { mapId: ${mapId} }) { deletedMapId } }`)).toBe('FORBIDDEN');
  });
});
