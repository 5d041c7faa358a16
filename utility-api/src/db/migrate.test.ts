import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, post, signIn } from '../testing/testApi.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDatabase } from './open.ts';

/** The project's migrations, in the order they must run. */
const MIGRATIONS = [
  '001_initial.sql',
  '002_account_lifecycle.sql',
  '003_billing.sql',
  '004_readings.sql',
  '005_applications.sql',
  '006_emails.sql',
  '007_account_details.sql',
  '008_ebill.sql',
  '009_new_customer.sql',
  '010_payments.sql',
  '011_customer_evaluations.sql',
  '012_enquiries.sql',
  '013_account_finance.sql',
  '014_work_queues.sql',
  '015_field_base.sql',
  '016_meter_capture.sql',
  '017_disconnections_dm.sql',
  '018_assets.sql',
  '019_maintenance.sql',
  '020_measurements.sql',
  '021_workforce.sql',
  '022_gis.sql',
  '023_unread_messages_index.sql',
  '024_enquiries_flag.sql',
  '025_tariffs.sql',
  '026_application_families.sql',
  '027_consumption_alerts.sql',
  '028_notification_preferences.sql',
  '029_view_as_customer.sql',
  '030_bill_notices.sql',
  '031_back_office_agenda.sql',
  '032_application_requests.sql',
  '033_visitor_family_applications.sql',
  '035_drilling_plots.sql',
  '036_visitor_postal_address.sql',
  '037_list_orders.sql',
  '038_gis_cluster_index.sql',
  '039_account_charges.sql',
  '040_employee_lists_at_scale.sql',
  '041_gis_connection_counts.sql',
  '043_gis_kept_cells.sql',
];

describe('migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'utility-api-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies each migration once, in order, and records it', () => {
    const db = openDatabase(join(dir, 'a.sqlite'));
    expect(migrate(db)).toEqual(MIGRATIONS);
    expect(migrate(db)).toEqual([]);
    const versions = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual(MIGRATIONS.map((name) => ({ version: Number(name.slice(0, 3)), name })));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('gives the enquiries flag to the customer-service employees of a file written before it', () => {
    const db = openDatabase(':memory:');
    const migrations = loadMigrations();
    migrate(db, migrations.filter((migration) => migration.version < 24));
    const insert = db.prepare("INSERT INTO users (email, name, role, password_hash, employee_flags) VALUES (?, ?, ?, 'x', ?)");
    insert.run('cs@demo.test', 'CS', 1, JSON.stringify(['portalNewCs', 'portalOm']));
    insert.run('field@demo.test', 'Field', 1, JSON.stringify(['portalCaptureMeterReadings', 'portalGis']));
    insert.run('both@demo.test', 'Both', 1, JSON.stringify(['portalNewCs', 'portalEnquiries']));
    migrate(db, migrations);
    const flags = (email: string) =>
      JSON.parse(db.prepare<[string], string>('SELECT employee_flags FROM users WHERE email = ?').pluck().get(email) ?? '[]') as string[];
    expect(flags('cs@demo.test')).toEqual(['portalNewCs', 'portalOm', 'portalEnquiries']);
    expect(flags('field@demo.test')).toEqual(['portalCaptureMeterReadings', 'portalGis']);
    expect(flags('both@demo.test')).toEqual(['portalNewCs', 'portalEnquiries']);
    db.close();
  });

  it("checks an application's unread messages with one seek, not a scan of every unread message", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT a.id, EXISTS (SELECT 1 FROM application_messages m
           WHERE m.application_id = a.id AND m.unread = 1 AND m.from_customer = 1) FROM applications a`,
      )
      .all()
      .map((row) => (row as { detail: string }).detail);
    expect(plan).toContain(
      'SEARCH m USING COVERING INDEX application_messages_unread_by_application (application_id=? AND unread=? AND from_customer=?)',
    );
    db.close();
  });

  it('drops plain trusted-computer tokens when 002 moves them to hashes', () => {
    const db = openDatabase(':memory:');
    const [initial, lifecycle] = loadMigrations();
    if (!initial || !lifecycle) throw new Error('migrations 001 and 002 expected');
    migrate(db, [initial]);
    db.prepare("INSERT INTO users (email, name, role, password_hash) VALUES ('a@demo.test', 'A', 2, 'x')").run();
    db.prepare("INSERT INTO trusted_computers (token, user_id, expires_at) VALUES ('plain', 1, '2099-01-01')").run();
    expect(migrate(db)).toEqual(MIGRATIONS.slice(1));
    expect(db.prepare('SELECT COUNT(*) FROM trusted_computers').pluck().get()).toBe(0);
    expect(db.prepare("SELECT name FROM pragma_table_info('trusted_computers') ORDER BY cid").pluck().all()).toEqual([
      'token_hash',
      'user_id',
      'expires_at',
    ]);
    db.close();
  });

  it('applies only the new migrations to an existing database', () => {
    const db = openDatabase(':memory:');
    writeFileSync(join(dir, '001_a.sql'), 'CREATE TABLE a (x INTEGER);');
    writeFileSync(join(dir, 'notes.txt'), 'not a migration');
    expect(migrate(db, loadMigrations(dir))).toEqual(['001_a.sql']);
    writeFileSync(join(dir, '002_b.sql'), 'ALTER TABLE a ADD COLUMN y TEXT;');
    expect(migrate(db, loadMigrations(dir))).toEqual(['002_b.sql']);
    expect(db.prepare("SELECT name FROM pragma_table_info('a') ORDER BY cid").pluck().all()).toEqual(['x', 'y']);
    db.close();
  });

  it('rolls back a failing migration entirely', () => {
    const db = openDatabase(':memory:');
    writeFileSync(join(dir, '001_bad.sql'), 'CREATE TABLE t (x INTEGER); INSERT INTO missing VALUES (1);');
    expect(() => migrate(db, loadMigrations(dir))).toThrow(/missing/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't'").get()).toBeUndefined();
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });

  it('seeds a new file once and afterwards only migrates it, keeping its data', async () => {
    const file = join(dir, 'utility.sqlite');
    const first = await buildTestApi({ dbFile: file });
    await post(first, '/__dev/settings', { values: { portalName: 'Kept across restarts' } });
    await first.close();

    const second = await buildTestApi({ dbFile: file, seed: 2 });
    expect((await post(second, '/Utility/GetSettings')).body.value).toMatchObject({ portalName: 'Kept across restarts' });
    await signIn(second, 'maria@demo.test');
    await second.close();

    const db = new Database(file, { readonly: true });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'seed'").pluck().get()).toBe('{"seed":1,"scale":"small"}');
    expect(db.prepare("SELECT COUNT(*) FROM users WHERE email = 'maria@demo.test'").pluck().get()).toBe(1);
    db.close();
  });
});
