import { describe, expect, it } from 'vitest';
import { applicationQueueCounts } from '../store/applicationQueueCounts.ts';
import { applicationStore } from '../store/applications.ts';
import { assetStore } from '../store/assets.ts';
import { debtManagementStore } from '../store/debtManagement.ts';
import { disconnectionStore } from '../store/disconnections.ts';
import { fieldBaseStore } from '../store/fieldBase.ts';
import { gisClusterStore } from '../store/gisClusters.ts';
import { gisFeatureStore } from '../store/gisFeatures.ts';
import { walkPages } from '../store/captureWalks.ts';
import { gisKeptCellStore } from '../store/gisKeptCells.ts';
import { measurementStore } from '../store/measurements.ts';
import { meterCaptureStore } from '../store/meterCapture.ts';
import { workQueueStore } from '../store/workQueue.ts';
import { migrate } from './migrate.ts';
import { openDatabase, type Db } from './open.ts';

/** The statements a store call prepares, with SQLite's plan of each (bound parameters are not needed to plan). */
function plansOf(db: Db, call: () => void): string[] {
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as Db['prepare'];
  try {
    call();
  } finally {
    db.prepare = prepare as Db['prepare'];
  }
  return prepared.map((sql) =>
    (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...positional(sql)) as Array<{ detail: string }>)
      .map((row) => row.detail)
      .join('; '),
  );
}

/** Nulls for a statement's `?` parameters; named ones are bound from an object of nulls. */
function positional(sql: string): unknown[] {
  const named = [...new Set([...sql.matchAll(/@(\w+)/g)].map((match) => match[1] as string))];
  if (named.length > 0) return [Object.fromEntries(named.map((name) => [name, null]))];
  return Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
}

describe('query plans of lists that grow with the utility', () => {
  it('counts the web map\'s cells from the position index alone, without a look-up per connection', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    // The store prepares its statements when made: the first is the pass over the connections.
    const [connections] = plansOf(db, () => gisClusterStore(db));
    expect(connections).toContain('USING COVERING INDEX connections_position_counts');
    expect(connections).not.toContain('CORRELATED SCALAR SUBQUERY');
    expect(connections).not.toMatch(/SEARCH (f|md) /);
  });

  it('reads the kept cells of a fixed grid one index range per row of the grid, never the objects', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const [cells] = plansOf(db, () => gisKeptCellStore(db));
    expect(cells).toContain('SEARCH g USING PRIMARY KEY (level=? AND cy=? AND cx>? AND cx<?)');
    expect(cells).not.toMatch(/connections|elements/);
  });

  it('counts a viewport\'s objects from the position indexes before it reads any of their rows', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const plans = plansOf(db, () => gisFeatureStore(db));
    // The store prepares, per layer, a listing, then a count: the four counts follow the four listings.
    const counts = plans.slice(4, 8);
    expect(counts).toHaveLength(4);
    for (const plan of counts) {
      expect(plan).toMatch(/USING COVERING INDEX (connections_position_counts|elements_position)/);
      expect(plan).not.toMatch(/SEARCH (p|md|m) /);
    }
  });

  it('reads the debt-management list in its default order from an index, without sorting every case', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = debtManagementStore(db);
    const [count, page] = plansOf(db, () => store.list({}, 25, 0));
    expect(page).toContain('USING INDEX debt_cases_opened');
    expect(page).not.toContain('TEMP B-TREE FOR ORDER BY');
    // Counting without a text filter reads the cases alone, not their accounts, customers and properties.
    expect(count).not.toMatch(/SEARCH [acp] /);
  });

  it('selects a page of disconnection orders from the newest batches before joining their customers, properties and meters', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = disconnectionStore(db);
    const [count, page] = plansOf(db, () => store.list({}, 25, 0));
    // Counting without a filter reads the orders alone.
    expect(count).not.toMatch(/SEARCH /);
    // The page's ids are chosen in a subquery that walks the batches newest first and each one's orders by id,
    // so it stops after a page: no sort of every order, and nothing joined that the order does not read.
    const from = page?.indexOf('LIST SUBQUERY') ?? -1;
    expect(from).toBeGreaterThanOrEqual(0);
    const selection = page?.slice(from, page.indexOf('LEFT-JOIN', from));
    expect(selection).toContain('SCAN b USING COVERING INDEX disconnection_batches_created');
    expect(selection).toContain('SEARCH o USING COVERING INDEX disconnection_orders_batch');
    expect(selection).not.toContain('TEMP B-TREE');
    expect(selection).not.toMatch(/SEARCH (d|a|c|p|m|md|cn) /);
  });

  it('counts disconnection orders by a filter joining only what the filter reads', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = disconnectionStore(db);
    const [byBook] = plansOf(db, () => store.list({ book: 'B1' }, 25, 0));
    expect(byBook).toMatch(/SEARCH md /);
    expect(byBook).toMatch(/SEARCH cn /);
    expect(byBook).not.toMatch(/SEARCH (b|d|a|c|p|m) /);
  });

  it("finds a customer's applications through the customer's users, not by reading every application", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = applicationStore(db);
    const employee = { id: 1, role: 1, employee_flags: '[]' } as Parameters<typeof store.count>[0];
    for (const plan of plansOf(db, () => {
      store.count(employee, { customerId: 1 });
      store.page(employee, { customerId: 1 }, 25, 0);
    })) {
      expect(plan).toMatch(/SEARCH c USING (COVERING )?INDEX users_customer/);
      expect(plan).toContain('SEARCH a USING INDEX applications_user');
      expect(plan).not.toMatch(/SCAN a\b/);
    }
  });

  it("reads the work queues' counts from the counts kept per type, status and assignee, not from every application", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const plans = plansOf(db, () => applicationQueueCounts(db));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toMatch(/SCAN q\b/);
      expect(plan).not.toMatch(/\b(SCAN|SEARCH) (a|m)\b/);
    }
  });

  it("finds an employee's reading books from the walks assigned to them, not by reading every walk of the cycle", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const plans = plansOf(db, () => meterCaptureStore(db)).filter((plan) => plan.includes('capture_walks_assignee'));
    // The count, the page of books and their walks.
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(plan).toContain('(cycle_id=? AND assigned_to=?');
  });

  it('pages the walks of the cycle in index order, stopping after the page, with or without a search', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const page = walkPages(db);
    const plans = plansOf(db, () => {
      for (const assignedTo of [null, 1]) {
        for (const search of [null, { book: 'B1%', walk: null }, { book: 'B105', walk: 3 }]) page(1, assignedTo, search, 25, 0);
      }
    });
    // A count and a page for each of the six combinations.
    expect(plans).toHaveLength(12);
    for (const [index, plan] of plans.entries()) {
      expect(plan).not.toContain('TEMP B-TREE');
      // The first six are everyone's, the next six one employee's.
      expect(plan).toMatch(index < 6 ? /SEARCH w USING (COVERING )?INDEX \w+ \(cycle_id=\?/ : /SEARCH w USING (COVERING )?INDEX capture_walks_assignee \(cycle_id=\? AND assigned_to=\?/);
    }
  });

  it("counts the asset register without finding every asset's latest assessment unless the filter reads it", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = assetStore(db);
    // The count is prepared after the page, on its first use.
    const unfiltered = plansOf(db, () => store.list({}, '2026-11-01', 25, 0)).at(-1);
    expect(unfiltered).not.toMatch(/\b(SEARCH|SCAN) (e|l|c)\b/);
    const byCondition = plansOf(db, () => store.list({ conditionGrade: 3 }, '2026-11-01', 25, 0)).at(-1);
    expect(byCondition).toMatch(/\bSEARCH l\b/);
    expect(byCondition).not.toMatch(/\bSEARCH e\b/);
  });

  it('lists the employees from their own index, not by reading every user', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    // The store prepares its statements when made: the picker's count and page among them.
    const plans = plansOf(db, () => workQueueStore(db));
    expect(plans.filter((plan) => plan.includes('INDEX users_active_employees')).length).toBeGreaterThanOrEqual(2);
    // Scanning the partial index reads the employees alone; scanning the table would read every user.
    expect(plans.join('; ')).not.toMatch(/SCAN users\b(?! USING INDEX users_active_employees)/);
  });

  it('finds the elements of the listed types (the stations) from the type index, not by reading every element', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    // The store prepares its statements when made; the page of a sort when first asked for.
    const plans = plansOf(db, () => fieldBaseStore(db).elements({ typeIds: [1, 2, 3] }, 'en', 100, 0));
    // The count and the page of the stations, in code order.
    expect(plans.filter((plan) => /SEARCH e USING (COVERING )?INDEX elements_type \(element_type_id=\?\)/.test(plan))).toHaveLength(2);
    expect(plans.filter((plan) => plan.includes('json_each') && /SCAN e\b/.test(plan))).toEqual([]);
  });

  it("finds a station's or an element's log points from the station and its children by key, not by reading every log point", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const plans = plansOf(db, () => measurementStore(db));
    const station = plans.find((plan) => plan.includes('elements_parent (parent_id=?)'));
    expect(station).toMatch(/MULTI-INDEX OR; INDEX 1; SEARCH e USING INTEGER PRIMARY KEY \(rowid=\?\); INDEX 2; SEARCH e USING INDEX elements_parent \(parent_id=\?\); SEARCH p USING INDEX sqlite_autoindex_log_points_1 \(element_id=\?\)/);
    const element = plans.filter((plan) => plan.startsWith('SEARCH p USING INDEX sqlite_autoindex_log_points_1 (element_id=?)') || plan.includes('SEARCH e USING INTEGER PRIMARY KEY (rowid=?); SEARCH p USING INDEX sqlite_autoindex_log_points_1 (element_id=?)'));
    expect(element.length).toBeGreaterThanOrEqual(1);
    // Only the list of every point (no station, no element) reads every point.
    expect(plans.filter((plan) => /^SCAN p\b/.test(plan))).toHaveLength(1);
  });

  it('keeps a page cache large enough for the large demo scale', () => {
    expect(openDatabase(':memory:').pragma('cache_size', { simple: true })).toBe(-65536);
  });
});
