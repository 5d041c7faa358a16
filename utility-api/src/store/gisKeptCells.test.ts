import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { gisClusterStore } from './gisClusters.ts';
import { gisFeatureStore } from './gisFeatures.ts';
import { KEPT_GRID_LEVELS as KEPT_LEVELS } from '../../../shared/geometry/keptGrids.ts';
import { keptGridOf, withKeptCellsPaused } from './gisKeptCells.ts';
import type { Bbox, GisLayer } from './gisTypes.ts';

const LAYERS: readonly GisLayer[] = ['properties', 'connections', 'meters', 'elements'];

/** A small seeded generator (mulberry32), so that a failing case can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Properties, connections, meters and elements alone: their accounts and customers are not what is tested here. */
function mapDatabase(migrations = loadMigrations()): Db {
  const db = openDatabase(':memory:');
  migrate(db, migrations);
  db.pragma('foreign_keys = OFF');
  const property = db.prepare("INSERT INTO properties (id, reference, street, postcode, city) VALUES (?, ?, 'Street', '1000', 'Nicosia')");
  for (let id = 1; id <= 40; id += 1) property.run(id, `P${id}`);
  db.prepare(`INSERT INTO element_types (id, code, name) VALUES (1, 'V', '{"en": "Valve"}')`).run();
  return db;
}

/**
 * A position around central Nicosia to 6 decimals, as positions are kept; one in eight lies exactly on a line
 * of a kept grid (where the viewport's grid and the fixed one part ways unless the edges are minded).
 */
function position(next: () => number): [number, number] {
  const degrees = (from: number, span: number) => Math.round((from + next() * span) * 1e6) / 1e6;
  let [latitude, longitude] = [degrees(35.1, 0.12), degrees(33.3, 0.12)];
  if (next() < 0.125) {
    const scale = 2 ** Math.floor(next() * (KEPT_LEVELS.finest + 1));
    if (next() < 0.5) longitude = Math.round(longitude * scale) / scale;
    else latitude = Math.round(latitude * scale) / scale;
  }
  return [latitude, longitude];
}

function writer(db: Db) {
  const connection = db.prepare(
    `INSERT INTO connections (id, property_id, number, status, type, size, book, walk, sequence, latitude, longitude)
     VALUES (?, ?, ?, 'active', 'domestic', '15mm', 'B1', 1, ?, ?, ?)`,
  );
  const meter = db.prepare("INSERT INTO meters (id, account_id, meter_ref, serial_no, make, size, dials, unit) VALUES (?, 1, ?, ?, 'Make', '15mm', 5, 'm3')");
  const detail = db.prepare("INSERT INTO meter_details (meter_id, connection_id, condition, conversion_factor) VALUES (?, ?, 'good', 1)");
  const element = db.prepare(
    `INSERT INTO elements (id, code, name, element_type_id, town, latitude, longitude, status, installed_on)
     VALUES (?, ?, 'Valve', 1, 'Nicosia', ?, ?, 'active', '2020-01-01')`,
  );
  return {
    connection: (id: number, propertyId: number, [latitude, longitude]: [number, number]) => connection.run(id, propertyId, `C${id}`, id, latitude, longitude),
    meter: (id: number, connectionId: number) => {
      meter.run(id, `M${id}`, `S${id}`);
      detail.run(id, connectionId);
    },
    element: (id: number, [latitude, longitude]: [number, number]) => element.run(id, `E${id}`, latitude, longitude),
  };
}

interface Expected {
  count: number;
  latitude: number;
  longitude: number;
}

/** Per layer, each cell of `columns` × `rows` over `bbox` counted object by object, as the viewport's grid puts them. */
function bruteForce(db: Db, bbox: Bbox, columns: number, rows: number): Map<GisLayer, Map<string, Expected>> {
  const [minLon, minLat, maxLon, maxLat] = bbox;
  const width = (maxLon - minLon) / columns;
  const height = (maxLat - minLat) / rows;
  const answer = new Map<GisLayer, Map<string, { count: number; lat: number; lon: number }>>(LAYERS.map((layer) => [layer, new Map()]));
  const add = (layer: GisLayer, latitude: number, longitude: number, weight: number) => {
    if (weight === 0 || latitude < minLat || latitude > maxLat || longitude < minLon || longitude > maxLon) return;
    const key = `${Math.min(columns - 1, Math.trunc((longitude - minLon) / width))},${Math.min(rows - 1, Math.trunc((latitude - minLat) / height))}`;
    const cells = answer.get(layer)!;
    const cell = cells.get(key) ?? { count: 0, lat: 0, lon: 0 };
    cells.set(key, { count: cell.count + weight, lat: cell.lat + weight * latitude, lon: cell.lon + weight * longitude });
  };
  const connections = db.prepare<[], { latitude: number; longitude: number; first: number; meters: number }>(
    `SELECT latitude, longitude, IFNULL(id = (SELECT min(f.id) FROM connections f WHERE f.property_id = c.property_id), 0) AS first,
      (SELECT count(*) FROM meter_details md WHERE md.connection_id = c.id) AS meters FROM connections c`,
  );
  for (const row of connections.all()) {
    add('connections', row.latitude, row.longitude, 1);
    add('properties', row.latitude, row.longitude, row.first);
    add('meters', row.latitude, row.longitude, row.meters);
  }
  for (const row of db.prepare<[], { latitude: number; longitude: number }>('SELECT latitude, longitude FROM elements').all()) add('elements', row.latitude, row.longitude, 1);
  return new Map(
    [...answer].map(([layer, cells]) => [layer, new Map([...cells].map(([key, cell]) => [key, { count: cell.count, latitude: cell.lat / cell.count, longitude: cell.lon / cell.count }]))]),
  );
}

/** A bbox of `columns` × `rows` cells of a kept level around the objects, with its grid. */
function keptBbox(next: () => number): { bbox: Bbox; columns: number; rows: number } {
  const level = KEPT_LEVELS.coarsest + Math.floor(next() * (KEPT_LEVELS.finest - KEPT_LEVELS.coarsest + 1));
  const scale = 2 ** level;
  const columns = 1 + Math.floor(next() * 12);
  const rows = 1 + Math.floor(next() * 12);
  const [latitude, longitude] = position(next);
  const x0 = Math.floor(longitude * scale) - Math.floor(next() * columns);
  const y0 = Math.floor(latitude * scale) - Math.floor(next() * rows);
  return { bbox: [x0 / scale, y0 / scale, (x0 + columns) / scale, (y0 + rows) / scale], columns, rows };
}

/** The kept cells of random bboxes of every kept level against counting object by object. */
function expectKeptCellsCounted(db: Db, next: () => number, bboxes: number): void {
  const store = gisClusterStore(db);
  for (let index = 0; index < bboxes; index += 1) {
    const { bbox, columns, rows } = keptBbox(next);
    expect(keptGridOf(bbox, columns, rows), `${JSON.stringify(bbox)} ${columns}×${rows}`).toBeDefined();
    const clusters = store.clusters(bbox, LAYERS, { columns, rows });
    const expected = bruteForce(db, bbox, columns, rows);
    for (const layer of LAYERS) {
      const answered = new Map((clusters.get(layer) ?? []).map((cluster) => [`${cluster.column},${cluster.row}`, cluster]));
      const wanted = expected.get(layer)!;
      const where = `${layer} in ${JSON.stringify(bbox)} ${columns}×${rows}`;
      expect([...answered.keys()].sort(), where).toEqual([...wanted.keys()].sort());
      for (const [key, cell] of wanted) {
        const got = answered.get(key)!;
        expect(got.count, `${where} cell ${key}`).toBe(cell.count);
        // Means of sums kept over many writes: equal to the answered 6 decimals but for rounding near a half.
        expect(Math.abs(got.latitude - cell.latitude), `${where} cell ${key}`).toBeLessThanOrEqual(1.01e-6);
        expect(Math.abs(got.longitude - cell.longitude), `${where} cell ${key}`).toBeLessThanOrEqual(1.01e-6);
      }
    }
  }
}

describe("the web map's counts kept per cell of fixed grids (migration 043)", () => {
  it('answers a grid of a kept level with the counts and mean positions of counting every object', () => {
    const db = mapDatabase();
    const next = random(43);
    const write = writer(db);
    for (let id = 1; id <= 400; id += 1) write.connection(id, 1 + Math.floor(next() * 40), position(next));
    for (let id = 1; id <= 300; id += 1) write.meter(id, 1 + Math.floor(next() * 400));
    for (let id = 1; id <= 60; id += 1) write.element(id, position(next));
    expectKeptCellsCounted(db, next, 150);
  });

  it('stays right as connections, meters and elements are added, moved and removed', () => {
    const db = mapDatabase();
    const next = random(7);
    const write = writer(db);
    let meterId = 0;
    for (let id = 1; id <= 200; id += 1) write.connection(id, 1 + Math.floor(next() * 40), position(next));
    for (let id = 1; id <= 40; id += 1) write.element(id, position(next));
    for (let round = 0; round < 4; round += 1) {
      const base = 1000 * (round + 1);
      for (let id = base; id < base + 30; id += 1) write.connection(id, 1 + Math.floor(next() * 40), position(next));
      for (let count = 0; count < 60; count += 1) write.meter((meterId += 1), 1 + Math.floor(next() * 200));
      const connections = () => db.prepare<[], number>('SELECT id FROM connections ORDER BY random() LIMIT 15').pluck().all();
      for (const id of connections()) db.prepare('UPDATE connections SET latitude = ?, longitude = ? WHERE id = ?').run(...position(next), id);
      // A connection moved to another property can make it, or the one it leaves behind, a property's first.
      for (const id of connections()) db.prepare('UPDATE connections SET property_id = ? WHERE id = ?').run(1 + Math.floor(next() * 40), id);
      for (const id of connections()) db.prepare('DELETE FROM connections WHERE id = ?').run(id);
      db.prepare('UPDATE meter_details SET connection_id = (SELECT id FROM connections ORDER BY random() LIMIT 1) WHERE meter_id IN (SELECT meter_id FROM meter_details ORDER BY random() LIMIT 10)').run();
      db.prepare('DELETE FROM meter_details WHERE meter_id IN (SELECT meter_id FROM meter_details ORDER BY random() LIMIT 10)').run();
      db.prepare('UPDATE elements SET latitude = latitude + 0.001 WHERE id IN (SELECT id FROM elements ORDER BY random() LIMIT 5)').run();
      db.prepare('DELETE FROM elements WHERE id IN (SELECT id FROM elements ORDER BY random() LIMIT 3)').run();
      expectKeptCellsCounted(db, next, 40);
    }
    // Cells left empty are removed, so the table holds only cells with objects.
    expect(db.prepare('SELECT count(*) FROM gis_cells WHERE connections = 0 AND elements = 0').pluck().get()).toBe(0);
  });

  it('counts the objects of a file written before it', () => {
    const migrations = loadMigrations();
    const db = mapDatabase(migrations.filter((migration) => migration.version < 43));
    const next = random(41);
    const write = writer(db);
    for (let id = 1; id <= 150; id += 1) write.connection(id, 1 + Math.floor(next() * 40), position(next));
    for (let id = 1; id <= 100; id += 1) write.meter(id, 1 + Math.floor(next() * 150));
    for (let id = 1; id <= 20; id += 1) write.element(id, position(next));
    migrate(db, migrations);
    expectKeptCellsCounted(db, next, 60);
  });

  it('counts the cells once after a bulk load written with its triggers paused', () => {
    const db = mapDatabase();
    const next = random(5);
    const write = writer(db);
    const kept = () => db.prepare('SELECT count(*) FROM gis_cells').pluck().get();
    write.connection(1, 1, position(next));
    withKeptCellsPaused(db, () => {
      for (let id = 2; id <= 150; id += 1) write.connection(id, 1 + Math.floor(next() * 40), position(next));
      for (let id = 1; id <= 100; id += 1) write.meter(id, 1 + Math.floor(next() * 150));
      for (let id = 1; id <= 20; id += 1) write.element(id, position(next));
      db.prepare('DELETE FROM connections WHERE id = 1').run();
      // Paused: the first connection's cells are still there, no other cell is.
      expect(kept()).toBe(KEPT_LEVELS.finest - KEPT_LEVELS.coarsest + 1);
    });
    expectKeptCellsCounted(db, next, 60);
    // Kept row by row again.
    write.element(21, position(next));
    expectKeptCellsCounted(db, next, 20);
  });

  it('lists, and counts against the limit, the objects of a view inside the kept grid asked for', () => {
    const db = mapDatabase();
    const write = writer(db);
    // Three connections in the view, five more in the rest of its kept grid's area (2^-7° cells).
    const inView: Array<[number, number]> = [[35.16, 33.36], [35.161, 33.361], [35.162, 33.362]];
    const around: Array<[number, number]> = [[35.149, 33.345], [35.186, 33.381], [35.15, 33.382], [35.185, 33.346], [35.17, 33.3445]];
    [...inView, ...around].forEach((position, index) => write.connection(index + 1, index + 1, position));
    const bbox: Bbox = [33.34375, 35.1484375, 33.3828125, 35.1875];
    const view: Bbox = [33.35, 35.15, 33.38, 35.18];
    const store = gisFeatureStore(db);
    const listed = store.features(bbox, ['connections'], 4, { columns: 5, rows: 5 }, view);
    expect(listed[0]?.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(listed[0]?.total).toBe(3);
    // Without the view, the grid's area holds 8: cells. With a limit below the view's 3: cells of the whole area.
    expect(store.features(bbox, ['connections'], 4, { columns: 5, rows: 5 })[0]?.total).toBe(8);
    const clustered = store.features(bbox, ['connections'], 2, { columns: 5, rows: 5 }, view)[0];
    expect([clustered?.items, clustered?.total, clustered?.clusters.length]).toEqual([[], 8, 6]);
  });

  it('keeps the levels the web map chooses among', () => {
    const db = mapDatabase();
    const levels = Array.from({ length: KEPT_LEVELS.finest - KEPT_LEVELS.coarsest + 1 }, (_, index) => KEPT_LEVELS.coarsest + index);
    expect(db.prepare('SELECT level, scale FROM gis_cell_levels ORDER BY level').all()).toEqual(levels.map((level) => ({ level, scale: 2 ** level })));
  });

  it('takes a grid as kept only when its cells are exactly those of a kept level', () => {
    expect(keptGridOf([33.34765625, 35.1484375, 33.3828125, 35.18359375], 9, 9)).toEqual({ level: 8, x0: 8537, y0: 8998, x1: 8546, y1: 9007 });
    // Not on the level's lines, cells not square, a level not kept, or a bbox across the equator.
    expect(keptGridOf([33.35, 35.15, 33.38, 35.18], 16, 16)).toBeUndefined();
    expect(keptGridOf([33.34765625, 35.1484375, 33.3828125, 35.18359375], 9, 8)).toBeUndefined();
    expect(keptGridOf([33, 35, 33 + 2 ** -13, 35 + 2 ** -13], 1, 1)).toBeUndefined();
    expect(keptGridOf([30, -1, 32, 1], 2, 2)).toBeUndefined();
  });
});
