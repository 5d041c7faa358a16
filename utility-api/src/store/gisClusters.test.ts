import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { gisClusterStore } from './gisClusters.ts';

/** What migration 041 keeps on each connection, counted from scratch. */
const FROM_SCRATCH = `SELECT c.id,
  IFNULL(c.id = (SELECT min(f.id) FROM connections f WHERE f.property_id = c.property_id), 0) AS first,
  (SELECT count(*) FROM meter_details md WHERE md.connection_id = c.id) AS meters
  FROM connections c ORDER BY c.id`;
const KEPT = 'SELECT id, first_of_property AS first, meter_count AS meters FROM connections ORDER BY id';

/** Properties, connections and meters alone: their accounts and customers are not what is tested here. */
function mapDatabase(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  db.pragma('foreign_keys = OFF');
  const property = db.prepare("INSERT INTO properties (id, reference, street, postcode, city) VALUES (?, ?, 'Street', '1000', 'Nicosia')");
  for (const id of [1, 2, 3]) property.run(id, `P${id}`);
  return db;
}

function addConnection(db: Db, id: number, propertyId: number, latitude: number, longitude: number): void {
  db.prepare(
    `INSERT INTO connections (id, property_id, number, status, type, size, book, walk, sequence, latitude, longitude)
     VALUES (?, ?, ?, 'active', 'domestic', '15mm', 'B1', 1, ?, ?, ?)`,
  ).run(id, propertyId, `C${id}`, id, latitude, longitude);
}

function addMeter(db: Db, id: number, connectionId: number): void {
  db.prepare("INSERT INTO meters (id, account_id, meter_ref, serial_no, make, size, dials, unit) VALUES (?, 1, ?, ?, 'Make', '15mm', 5, 'm3')").run(id, `M${id}`, `S${id}`);
  db.prepare("INSERT INTO meter_details (meter_id, connection_id, condition, conversion_factor) VALUES (?, ?, 'good', 1)").run(id, connectionId);
}

describe('the web map\'s counts kept on each connection (migration 041)', () => {
  it('follows connections and meters as they are added, moved and removed', () => {
    const db = mapDatabase();
    const kept = () => db.prepare(KEPT).all();
    const counted = () => db.prepare(FROM_SCRATCH).all();
    addConnection(db, 20, 1, 35.16, 33.36);
    addConnection(db, 30, 1, 35.161, 33.361);
    addConnection(db, 40, 2, 35.17, 33.37);
    addMeter(db, 1, 20);
    addMeter(db, 2, 30);
    addMeter(db, 3, 30);
    expect(kept()).toEqual(counted());
    expect(kept()).toEqual([
      { id: 20, first: 1, meters: 1 },
      { id: 30, first: 0, meters: 2 },
      { id: 40, first: 1, meters: 0 },
    ]);
    // A lower id becomes its property's first connection.
    addConnection(db, 10, 1, 35.162, 33.362);
    expect(kept()).toEqual(counted());
    // Moves of a connection to another property and of a meter to another connection.
    db.prepare('UPDATE connections SET property_id = 2 WHERE id = 10').run();
    db.prepare('UPDATE meter_details SET connection_id = 40 WHERE meter_id = 3').run();
    expect(kept()).toEqual(counted());
    db.prepare('DELETE FROM meter_details WHERE meter_id = 1').run();
    db.prepare('DELETE FROM connections WHERE id = 20').run();
    expect(kept()).toEqual(counted());
    expect(kept()).toEqual([
      { id: 10, first: 1, meters: 0 },
      { id: 30, first: 1, meters: 1 },
      { id: 40, first: 0, meters: 1 },
    ]);
  });

  it('sets the counts of the connections of a file written before it', () => {
    const db = openDatabase(':memory:');
    const migrations = loadMigrations();
    migrate(db, migrations.filter((migration) => migration.version < 41));
    db.pragma('foreign_keys = OFF');
    db.prepare("INSERT INTO properties (id, reference, street, postcode, city) VALUES (1, 'P1', 'Street', '1000', 'Nicosia')").run();
    addConnection(db, 5, 1, 35.16, 33.36);
    addConnection(db, 4, 1, 35.16, 33.36);
    addMeter(db, 1, 5);
    migrate(db, migrations);
    expect(db.prepare(KEPT).all()).toEqual([
      { id: 4, first: 1, meters: 0 },
      { id: 5, first: 0, meters: 1 },
    ]);
  });

  it('clusters from them: properties at their first connection, meters at theirs', () => {
    const db = mapDatabase();
    addConnection(db, 1, 1, 35.151, 33.351);
    addConnection(db, 2, 1, 35.179, 33.379);
    addConnection(db, 3, 2, 35.179, 33.379);
    addMeter(db, 1, 2);
    addMeter(db, 2, 2);
    const cells = gisClusterStore(db).clusters([33.35, 35.15, 33.38, 35.18], ['properties', 'connections', 'meters'], { columns: 2, rows: 2 });
    expect(cells.get('properties')).toEqual([
      { column: 0, row: 0, count: 1, latitude: 35.151, longitude: 33.351 },
      { column: 1, row: 1, count: 1, latitude: 35.179, longitude: 33.379 },
    ]);
    expect(cells.get('connections')?.map((cell) => [cell.column, cell.row, cell.count])).toEqual([
      [1, 1, 2],
      [0, 0, 1],
    ]);
    expect(cells.get('meters')).toEqual([{ column: 1, row: 1, count: 2, latitude: 35.179, longitude: 33.379 }]);
  });
});
