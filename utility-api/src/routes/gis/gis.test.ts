import type { FastifyInstance } from 'fastify';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { GisFeature, GisLayerAnswer, GisMap } from '../../store/gis.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { validateMapLayers, validateSettings } from './validation.ts';
import { WMS_BACKGROUND_RGBA } from './wms.ts';

let app: FastifyInstance;
let maria: string;
let staff: string;
let field: string;
beforeAll(async () => {
  app = await buildTestApi();
  [maria, staff, field] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_EMPLOYEE_EMAIL), signIn(app, DEMO_FIELD_WORKER_EMAIL)]);
});
afterAll(() => app.close());

const answer = async (cookie: string, url: string, body: object = {}, language = 'en') => post(app, url, body, { cookie, 'accept-language': language });
const call = async (cookie: string, url: string, body: object = {}, language = 'en') => (await answer(cookie, url, body, language)).body as Record<string, unknown>;
const CYPRUS = [32.2, 34.5, 34.2, 35.3];

describe('/Gis/GetFeatures', () => {
  it('lists the objects inside a bbox, properties and meters at their connection', async () => {
    const all = (await call(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Limit: 2000 })) as { layers: GisLayerAnswer[] };
    expect(all.layers.map((layer) => layer.layer)).toEqual(['properties', 'connections', 'meters', 'elements']);
    const connections = all.layers[1] as GisLayerAnswer;
    expect(connections.total).toBeGreaterThan(100);
    const meters = all.layers[2] as GisLayerAnswer;
    const meter = meters.items[0] as GisFeature;
    const connection = connections.items.find((item) => item.id === meter.connectionId);
    expect(connection).toMatchObject({ kind: 'connection', latitude: meter.latitude, longitude: meter.longitude, propertyId: meter.propertyId });
    expect((all.layers[3] as GisLayerAnswer).total).toBeGreaterThan(0);
    // A small box around one connection holds it and leaves out what lies outside.
    const box = [connection!.longitude - 0.0001, connection!.latitude - 0.0001, connection!.longitude + 0.0001, connection!.latitude + 0.0001];
    const near = (await call(staff, '/Gis/GetFeatures', { Bbox: box, Layers: ['connections'] })) as { layers: GisLayerAnswer[] };
    expect(near.layers).toHaveLength(1);
    expect(near.layers[0]?.items.map((item) => item.id)).toContain(connection!.id);
    expect(near.layers[0]?.items.every((item) => item.longitude >= box[0]! && item.longitude <= box[2]! && item.latitude >= box[1]! && item.latitude <= box[3]!)).toBe(true);
    expect(near.layers[0]!.total).toBeLessThan(connections.total);
  });

  it('clusters every asked layer on one grid when they hold more objects than the limit in all, keeping each total', async () => {
    const listed = (await call(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Limit: 2000 })) as { layers: GisLayerAnswer[] };
    const totals = listed.layers.map((layer) => layer.total);
    const answer = (await call(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Limit: 10 })) as { layers: GisLayerAnswer[] };
    expect(answer.layers.map((layer) => layer.items)).toEqual([[], [], [], []]);
    // One pass counts properties at their first connection and meters at theirs: the same totals as listed.
    expect(answer.layers.map((layer) => layer.total)).toEqual(totals);
    for (const layer of answer.layers) {
      expect(layer.clusters.length).toBeGreaterThan(1);
      expect(layer.clusters.length).toBeLessThanOrEqual(256);
      expect(layer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(layer.total);
    }
    // Connections and meters (one meter per connection here) fall in the same cells.
    const cells = (layer: GisLayerAnswer) => layer.clusters.map((cluster) => `${cluster.column},${cluster.row}`).sort();
    expect(cells(answer.layers[2]!)).toEqual(cells(answer.layers[1]!));
  });

  it('counts the limit over the asked layers together, and takes the grid asked', async () => {
    const both = ['connections', 'elements'];
    const listed = (await call(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Layers: both, Limit: 2000 })) as { layers: GisLayerAnswer[] };
    const [connections, elements] = listed.layers.map((layer) => layer.total) as [number, number];
    const exact = (await call(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Layers: both, Limit: connections + elements })) as { layers: GisLayerAnswer[] };
    expect(exact.layers.map((layer) => layer.items.length)).toEqual([connections, elements]);
    // One object too many: the elements, fewer than the limit on their own, come as clusters too.
    const over = (await call(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Layers: both, Limit: connections + elements - 1, Columns: 3, Rows: 2 })) as {
      layers: GisLayerAnswer[];
    };
    expect(over.layers.map((layer) => [layer.items.length, layer.total])).toEqual([
      [0, connections],
      [0, elements],
    ]);
    for (const cluster of over.layers.flatMap((layer) => layer.clusters)) {
      expect(cluster.column).toBeGreaterThanOrEqual(0);
      expect(cluster.column).toBeLessThan(3);
      expect(cluster.row).toBeGreaterThanOrEqual(0);
      expect(cluster.row).toBeLessThan(2);
    }
    expect(over.layers[0]!.clusters.length).toBeLessThanOrEqual(6);
    const tooFine = await answer(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, Columns: 33 });
    expect([tooFine.statusCode, tooFine.body['status']]).toEqual([400, 2]);
  });

  it('refuses an empty bbox and anyone without portalGis / portalGisAdmin', async () => {
    const empty = await answer(staff, '/Gis/GetFeatures', { Bbox: [33, 35, 32, 36] });
    expect([empty.statusCode, empty.body['status']]).toEqual([400, 2]);
    const emptyView = await answer(staff, '/Gis/GetFeatures', { Bbox: CYPRUS, View: [33, 35, 32, 36] });
    expect([emptyView.statusCode, emptyView.body['status']]).toEqual([400, 2]);
    const customer = await answer(maria, '/Gis/GetFeatures', { Bbox: CYPRUS });
    expect([customer.statusCode, customer.body['status']]).toEqual([403, 4]);
    const visitor = await post(app, '/Gis/GetFeatures', { Bbox: CYPRUS });
    expect(visitor.statusCode).toBe(401);
    expect((await call(field, '/Gis/GetFeatures', { Bbox: CYPRUS }))['status']).toBe(0);
  });
});

describe('/Gis/Locate', () => {
  it('finds each kind and answers "Not found on map" in the request language otherwise', async () => {
    const meter = (await call(field, '/Gis/Locate', { Kind: 'meter', Id: 1 }))['item'] as GisFeature;
    expect(meter).toMatchObject({ kind: 'meter', id: 1, meterId: 1 });
    const property = (await call(field, '/Gis/Locate', { Kind: 'property', Id: meter.propertyId }))['item'] as GisFeature;
    expect(property.kind).toBe('property');
    const element = (await call(field, '/Gis/Locate', { Kind: 'element', Id: 1 }))['item'] as GisFeature;
    expect(element.kind).toBe('element');
    expect(await call(field, '/Gis/Locate', { Kind: 'connection', Id: 99_999_999 }, 'el')).toEqual({ status: 1, text: 'Δεν βρέθηκε στον χάρτη' });
  });
});

describe('GIS settings, maps and user settings', () => {
  it('reads for portalGis, saves only for portalGisAdmin, with field-named refusals', async () => {
    const read = (await call(field, '/Gis/GetSettings')) as { settings: { serverType: string }; maps: GisMap[] };
    expect(read.settings.serverType).toBe('none');
    expect(read.maps.map((map) => map.name)).toContain('Cyprus');
    const denied = await answer(field, '/Gis/SaveSettings', { ServerType: 'none' });
    expect([denied.statusCode, denied.body['status']]).toEqual([403, 4]);
    expect(await call(staff, '/Gis/SaveSettings', { ServerType: 'WMS', ServerUrl: 'ftp://maps', BackgroundLayer: 'background' })).toMatchObject({ status: 1, field: 'ServerUrl' });
    expect(await call(staff, '/Gis/SaveSettings', { ServerType: 'WMS', ServerUrl: 'https://maps.example/wms' })).toMatchObject({ status: 1, field: 'BackgroundLayer' });
    const saved = (await call(staff, '/Gis/SaveSettings', { ServerType: 'WMS', ServerUrl: ' https://maps.example/wms ', Workspace: 'portal', BackgroundLayer: 'background', ElementLayerName: '' })) as { settings: Record<string, unknown> };
    expect(saved.settings).toMatchObject({ serverUrl: 'https://maps.example/wms', serverType: 'WMS', workspace: 'portal', backgroundLayer: 'background', elementLayerName: null });
    expect(((await call(field, '/Gis/GetSettings')) as { settings: Record<string, unknown> }).settings['serverUrl']).toBe('https://maps.example/wms');
    await call(staff, '/Gis/SaveSettings', { ServerType: 'none' });
  });

  it('answers the background layer alone to any signed-in user, once a WMS server and a background are set', async () => {
    expect(await call(maria, '/Gis/GetBackground')).toEqual({ status: 0, text: '', item: null });
    await call(staff, '/Gis/SaveSettings', { ServerType: 'WMS', ServerUrl: 'https://maps.example/wms', Workspace: 'portal', BackgroundLayer: 'ortho', ElementLayerName: 'network' });
    for (const cookie of [maria, field]) {
      expect(await call(cookie, '/Gis/GetBackground')).toEqual({ status: 0, text: '', item: { serverUrl: 'https://maps.example/wms', workspace: 'portal', layer: 'ortho' } });
    }
    expect((await post(app, '/Gis/GetBackground', {}, {})).statusCode).toBe(401);
    // The customer still reads no settings (the element layer's name among them).
    expect((await answer(maria, '/Gis/GetSettings')).statusCode).toBe(403);
    await call(staff, '/Gis/SaveSettings', { ServerType: 'none' });
    expect((await call(maria, '/Gis/GetBackground'))['item']).toBeNull();
  });

  it('creates, changes and deletes maps and their layer settings', async () => {
    expect(await call(staff, '/Gis/SaveMap', { Name: ' ', CentreLatitude: 35, CentreLongitude: 33, Zoom: 10, VisibleLayers: [] })).toMatchObject({ status: 1, field: 'Name' });
    expect(await call(staff, '/Gis/SaveMap', { Name: 'cyprus', CentreLatitude: 35, CentreLongitude: 33, Zoom: 10, VisibleLayers: [] })).toMatchObject({ status: 1, field: 'Name' });
    const created = (await call(staff, '/Gis/SaveMap', { Name: 'Troodos', CentreLatitude: 34.94, CentreLongitude: 32.86, Zoom: 12, VisibleLayers: ['elements'] }))['item'] as GisMap;
    expect(created.layers.map((layer) => [layer.layer, layer.visible])).toEqual([['properties', false], ['connections', false], ['meters', false], ['elements', true]]);
    const layers = [
      { Layer: 'elements', Visible: true, Colour: '#112233' },
      { Layer: 'meters', Visible: true, Colour: '#445566' },
      { Layer: 'connections', Visible: false, Colour: '#778899' },
    ];
    expect(await call(staff, '/Gis/SaveMapLayers', { MapId: created.mapId, Layers: layers })).toMatchObject({ status: 1, field: 'Layers' });
    expect(await call(staff, '/Gis/SaveMapLayers', { MapId: created.mapId, Layers: [...layers, { Layer: 'properties', Visible: true, Colour: 'red' }] })).toMatchObject({ status: 1, field: 'Layers.3.Colour' });
    const styled = (await call(staff, '/Gis/SaveMapLayers', { MapId: created.mapId, Layers: [...layers, { Layer: 'properties', Visible: true, Colour: '#aabbcc' }] }))['item'] as GisMap;
    expect(styled.layers.map((layer) => `${layer.layer}:${layer.visible}:${layer.colour}`)).toEqual(['elements:true:#112233', 'meters:true:#445566', 'connections:false:#778899', 'properties:true:#AABBCC']);
    const denied = await answer(field, '/Gis/SaveMap', { Name: 'X', CentreLatitude: 35, CentreLongitude: 33, Zoom: 10, VisibleLayers: [] });
    expect(denied.statusCode).toBe(403);
    expect((await call(staff, '/Gis/DeleteMap', { MapId: created.mapId }))['status']).toBe(0);
    expect((await call(staff, '/Gis/DeleteMap', { MapId: created.mapId }))['status']).toBe(1);
  });

  it('keeps each viewer\'s own user settings', async () => {
    expect((await call(field, '/Gis/GetUserSettings'))['item']).toEqual({ defaultMapId: null, visibleLayers: null, lastExtent: null, updatedOn: null });
    const maps = ((await call(field, '/Gis/GetSettings')) as { maps: GisMap[] }).maps;
    const saved = (await call(field, '/Gis/SaveUserSettings', { DefaultMapId: maps[1]?.mapId, VisibleLayers: ['meters'], LastExtent: [33, 34.9, 33.1, 35] }))['item'];
    expect(saved).toMatchObject({ defaultMapId: maps[1]?.mapId, visibleLayers: ['meters'], lastExtent: [33, 34.9, 33.1, 35] });
    const kept = (await call(field, '/Gis/SaveUserSettings', { LastExtent: null }))['item'];
    expect(kept).toMatchObject({ defaultMapId: maps[1]?.mapId, visibleLayers: ['meters'], lastExtent: null });
    expect((await call(staff, '/Gis/GetUserSettings'))['item']).toMatchObject({ defaultMapId: null });
    expect(await call(field, '/Gis/SaveUserSettings', { DefaultMapId: 99_999 })).toMatchObject({ status: 1, field: 'DefaultMapId' });
    expect((await answer(maria, '/Gis/GetUserSettings')).statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('needs a URL and layer for WMS, nothing for none', () => {
    expect(validateSettings({ ServerType: 'none' }).problems).toEqual([]);
    expect(validateSettings({ ServerType: 'WFS' }).problems.map((problem) => problem.field)).toEqual(['ServerUrl']);
    expect(validateSettings({ ServerType: 'WMS', ServerUrl: 'http://x/wms', BackgroundLayer: 'has space' }).problems).toEqual([{ field: 'BackgroundLayer', key: 'invalidName' }]);
    expect(validateSettings({ ServerType: 'WMS', ServerUrl: 'http://x/wms', BackgroundLayer: 'ws:layer_1.v2' }).problems).toEqual([]);
    expect(validateMapLayers([])).toEqual([{ field: 'Layers', key: 'layersIncomplete' }]);
  });
});

describe('GET /Gis/Wms', () => {
  it('draws the background as a PNG and answers a service exception for unknown layers', async () => {
    const image = await app.inject({ method: 'GET', url: '/Gis/Wms?SERVICE=WMS&REQUEST=GetMap&LAYERS=portal:background&BBOX=3600000,4100000,3800000,4200000&WIDTH=20&HEIGHT=10&FORMAT=image/png' });
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.readUInt32BE(16)).toBe(20);
    expect(png.readUInt32BE(20)).toBe(10);
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    // Row 1, column 5 (past the filter byte): the land fill.
    const at = (1 + 20 * 4) + 1 + 5 * 4;
    expect([...raw.subarray(at, at + 4)]).toEqual([...WMS_BACKGROUND_RGBA]);
    const unknown = await app.inject({ method: 'GET', url: '/Gis/Wms?REQUEST=GetMap&LAYERS=roads&BBOX=0,0,1,1&WIDTH=2&HEIGHT=2' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('LayerNotDefined');
  });

  it('takes its parameters in any case, and refuses one given twice with the envelope', async () => {
    const lower = await app.inject({ method: 'GET', url: '/Gis/Wms?request=GetMap&layers=background&bbox=0,0,1,1&width=2&height=2&crs=EPSG:3857' });
    expect(lower.headers['content-type']).toBe('image/png');
    const twice = await app.inject({ method: 'GET', url: '/Gis/Wms?REQUEST=GetMap&LAYERS=background&LAYERS=elements&BBOX=0,0,1,1&WIDTH=2&HEIGHT=2' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ status: 2 });
  });
});
