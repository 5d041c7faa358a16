import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { artifactIds, clientOperations } from '../../../scripts/clientOperations.ts';
import { nextServedDocuments, operationName, SUPERSEDED_WINDOW_DAYS, type ServedDocuments } from './servedDocuments.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

const v1 = 'query ScreenQuery { viewer { id } }';
const v2 = 'query ScreenQuery { viewer { id language } }';
const testQuery = 'query ScreenTestQuery { viewer { id } }';
const noTests = new Set<string>();
const runsAll = () => true;

describe('nextServedDocuments', () => {
  it('serves the product’s operations, never the tests’', () => {
    const next = nextServedDocuments({
      compiled: { a: v1, t: testQuery },
      testOperations: new Set(['ScreenTestQuery']),
      runs: runsAll,
      previous: { documents: { t: testQuery }, superseded: {} },
      today: '2026-11-20',
    });
    expect(next).toEqual({ documents: { a: v1 }, superseded: {} });
  });

  it('keeps a superseded version for the window from the day it was superseded, then drops it', () => {
    const afterChange = nextServedDocuments({ compiled: { b: v2 }, testOperations: noTests, runs: runsAll, previous: { documents: { a: v1 }, superseded: {} }, today: '2026-11-20' });
    expect(afterChange).toEqual({
      documents: { a: v1, b: v2 },
      superseded: { a: { operation: 'ScreenQuery', supersededAt: '2026-11-20' } },
    });
    const third = 'query ScreenQuery { viewer { id language user { name } } }';
    const dayBefore = nextServedDocuments({ compiled: { c: third }, testOperations: noTests, runs: runsAll, previous: afterChange, today: '2026-12-19' });
    expect(Object.keys(dayBefore.documents)).toEqual(['a', 'b', 'c']);
    expect(dayBefore.superseded['a']?.supersededAt).toBe('2026-11-20');
    expect(dayBefore.superseded['b']?.supersededAt).toBe('2026-12-19');
    const windowOver = nextServedDocuments({ compiled: { d: `${third} ` }, testOperations: noTests, runs: runsAll, previous: dayBefore, today: '2026-12-20' });
    expect(Object.keys(windowOver.documents)).toEqual(['b', 'c', 'd']);
  });

  it('changes nothing, whatever the day, while the client’s operations stay the same', () => {
    const previous: ServedDocuments = {
      documents: { b: v2, a: v1 },
      superseded: { a: { operation: 'ScreenQuery', supersededAt: '2026-01-01' } },
    };
    const next = nextServedDocuments({ compiled: { b: v2 }, testOperations: noTests, runs: runsAll, previous, today: '2027-06-01' });
    expect(next).toEqual(previous);
    expect(Object.keys(next.documents)).toEqual(['a', 'b']);
  });

  it('drops a superseded version the schema no longer runs, even while the client stays the same', () => {
    const previous: ServedDocuments = { documents: { a: v1, b: v2 }, superseded: { a: { operation: 'ScreenQuery', supersededAt: '2026-11-20' } } };
    const runs = (text: string) => text !== v1;
    expect(nextServedDocuments({ compiled: { b: v2 }, testOperations: noTests, runs, previous, today: '2026-11-21' })).toEqual({
      documents: { b: v2 },
      superseded: {},
    });
  });

  it('serves a version the client went back to as current again', () => {
    const previous: ServedDocuments = { documents: { a: v1, b: v2 }, superseded: { a: { operation: 'ScreenQuery', supersededAt: '2026-11-20' } } };
    const next = nextServedDocuments({ compiled: { a: v1 }, testOperations: noTests, runs: runsAll, previous, today: '2026-11-21' });
    expect(next.superseded).toEqual({ b: { operation: 'ScreenQuery', supersededAt: '2026-11-21' } });
  });
});

describe('the committed persisted documents', () => {
  const documents = readJson<Record<string, string>>('persisted-documents.json');
  const superseded = readJson<ServedDocuments['superseded']>('persisted-documents.superseded.json');
  const operations = clientOperations();
  const current = artifactIds();

  it('hold no operation of the client’s tests', () => {
    expect(operations.test).toContain('HelpMenuTestQuery');
    const served = new Set(Object.values(documents).map(operationName));
    expect([...operations.test].filter((name) => served.has(name))).toEqual([]);
  });

  it('hold each product operation once as the client sends it now, and older versions only within the window', () => {
    for (const name of operations.product) expect(documents[current.get(name) ?? ''], name).toBeDefined();
    const dates = Object.values(superseded).map((entry) => entry.supersededAt).sort();
    const newest = Date.parse(dates.at(-1) ?? '1970-01-01');
    for (const [id, text] of Object.entries(documents)) {
      const name = operationName(text);
      if (current.get(name) === id) continue;
      expect(superseded[id], `${name} ${id}`).toMatchObject({ operation: name });
      const ageDays = (newest - Date.parse(superseded[id]?.supersededAt ?? '')) / 86_400_000;
      expect(ageDays, `${name} ${id}`).toBeLessThan(SUPERSEDED_WINDOW_DAYS);
    }
    expect(Object.keys(superseded).every((id) => documents[id] !== undefined)).toBe(true);
  });

  it('hold only documents the schema runs', () => {
    const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
    const refused = Object.values(documents).filter((text) => validate(schema, parse(text)).length > 0).map(operationName);
    expect(refused).toEqual([]);
  });
});
