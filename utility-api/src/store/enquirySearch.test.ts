import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { seededCopy } from '../testing/seededDatabase.ts';
import { enquiryStore, type EnquiryCriteria, type EnquirySortField } from './enquiry.ts';

/** How many times statements reading the full-text index (`MATCH`) ran during `call`. */
function indexReads(db: Db, call: () => void): number {
  let reads = 0;
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    if (!sql.includes('MATCH')) return statement;
    for (const method of ['all', 'get', 'iterate'] as const) {
      const run = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        reads += 1;
        return run(...args);
      };
    }
    return statement;
  }) as Db['prepare'];
  try {
    call();
  } finally {
    db.prepare = prepare as Db['prepare'];
  }
  return reads;
}

describe('the enquiry search', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededCopy(3);
  });
  afterAll(() => db.close());

  const sort = { field: 'accountKey', descending: false } as const;

  it('reads the full-text index once per search, for the count and the page together', () => {
    const serialNo = db.prepare("SELECT serial_no FROM meters WHERE serial_no <> '' ORDER BY id LIMIT 1").pluck().get() as string;
    const name = db.prepare('SELECT name FROM customers ORDER BY id LIMIT 1').pluck().get() as string;
    for (const criteria of [{ serialNo }, { name: name.split(' ')[0] ?? name }, { text: 'ave' }] satisfies EnquiryCriteria[]) {
      const store = enquiryStore(db);
      let page: ReturnType<typeof store.search> | undefined;
      expect(indexReads(db, () => (page = store.search(criteria, sort, 10, 0))), JSON.stringify(criteria)).toBe(1);
      expect(page?.total, JSON.stringify(criteria)).toBeGreaterThan(0);
    }
  });

  it('answers the same pages and totals whether the match set is read once, sorted in memory or walked in index order', () => {
    const stores = [
      enquiryStore(db),
      enquiryStore(db, { sortInMemoryLimit: 3 }),
      enquiryStore(db, { matchSetLimit: 3 }),
      enquiryStore(db, { sortInMemoryLimit: 3, matchSetLimit: 3 }),
    ];
    const criteria: EnquiryCriteria[] = [{ text: 'ave' }, { name: 'oulos' }, { text: 'ave', accountKey: '1' }, { address: 'str', plot: '1' }, { text: 'zzzqqq' }];
    // More matches than the lowered limits, so that every path is taken.
    expect(stores[0]?.search({ text: 'ave' }, sort, 1, 0).total).toBeGreaterThan(3);
    const fields: EnquirySortField[] = ['accountKey', 'name', 'propertyReference', 'address'];
    for (const filter of criteria) {
      for (const field of fields) {
        for (const [offset, descending] of [[0, false], [5, true], [10_000, false]] as const) {
          const [expected, ...others] = stores.map((store) => store.search(filter, { field, descending }, 5, offset));
          for (const answer of others) expect(answer, JSON.stringify({ filter, field, offset })).toEqual(expected);
        }
      }
    }
  });
});
