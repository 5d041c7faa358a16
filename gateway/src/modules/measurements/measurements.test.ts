import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { SEARCH_MAX } from '../../relay/search.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;

beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'en' });
  field = await harness.signedIn(DEMO_LOGINS.field);
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

interface Point {
  id: string;
  minimum: number;
  maximum: number;
  decimals: number;
  unit: string;
  element: { code: string };
  latestEntry: { value: number } | null;
}

const POINTS = /* GraphQL */ `
  query Points($parameter: LogParameter) {
    logPoints(parameter: $parameter) { id minimum maximum decimals unit element { code } latestEntry { value } }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($input: SaveLogEntriesInput!) {
    saveLogEntries(input: $input) {
      entries { value outOfRange confirmed takenBy }
      logPoints { id latestEntry { value outOfRange } }
      userErrors { field code message }
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query History($id: ID!) {
    node(id: $id) { ... on LogPoint { history(first: 3) { totalCount edges { node { value outOfRange confirmed } } } } }
  }
`;

async function points(parameter: string, viewer = staff): Promise<Point[]> {
  const answer = await viewer.graphql(POINTS, { parameter });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { logPoints: Point[] }).logPoints;
}

describe('logs', () => {
  it('lists the points with their elements in one upstream element call', async () => {
    harness.upstream.reset();
    const pressure = await points('OUTLET_PRESSURE');
    expect(pressure.length).toBeGreaterThan(3);
    expect(pressure.every((point) => point.unit === 'bar' && point.latestEntry !== null && point.element.code.length > 0)).toBe(true);
    expect(harness.upstream.count('/Element/GetItems')).toBe(1);
  });

  it('refuses an out-of-range value without confirmation and saves nothing, then saves every value when confirmed', async () => {
    const [first, second] = await points('RESERVOIR_LEVEL');
    if (!first || !second) throw new Error('two level points expected');
    const before = await staff.graphql(HISTORY, { id: first.id });
    const total = (before.body.data as { node: { history: { totalCount: number } } }).node.history.totalCount;
    const entries = [
      { logPointId: second.id, value: second.minimum },
      { logPointId: first.id, value: first.maximum + 2 },
    ];
    const refused = await staff.graphql(SAVE, { input: { entries } });
    const payload = (refused.body.data as { saveLogEntries: { entries: unknown[]; userErrors: Array<{ field: string; code: string; message: string }> } }).saveLogEntries;
    expect(payload.entries).toEqual([]);
    expect(payload.userErrors).toEqual([{ field: 'entries.1.value', code: 'VALUE_OUT_OF_RANGE', message: expect.stringContaining(String(first.maximum)) }]);
    const unchanged = await staff.graphql(HISTORY, { id: first.id });
    expect((unchanged.body.data as { node: { history: { totalCount: number } } }).node.history.totalCount).toBe(total);

    const confirmed = await staff.graphql(SAVE, { input: { entries, confirmOutOfRange: true } });
    const saved = (confirmed.body.data as { saveLogEntries: { entries: Array<{ outOfRange: boolean; confirmed: boolean }>; logPoints: Array<{ id: string }>; userErrors: unknown[] } })
      .saveLogEntries;
    expect(saved.userErrors).toEqual([]);
    expect(saved.entries.map((entry) => [entry.outOfRange, entry.confirmed])).toEqual([[false, false], [true, true]]);
    expect(saved.logPoints.map((point) => point.id).sort()).toEqual([first.id, second.id].sort());
    const after = await staff.graphql(HISTORY, { id: first.id });
    const history = (after.body.data as { node: { history: { totalCount: number; edges: Array<{ node: { outOfRange: boolean } }> } } }).node.history;
    expect(history.totalCount).toBe(total + 1);
    expect(history.edges[0]?.node.outOfRange).toBe(true);
  });

  it('names the range\'s unit in the request language', async () => {
    const [point] = await points('OUTLET_PRESSURE');
    if (!point) throw new Error('a pressure point expected');
    const arabic = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'ar' });
    const refused = await arabic.graphql(SAVE, { input: { entries: [{ logPointId: point.id, value: point.maximum + 1 }] } });
    const [error] = (refused.body.data as { saveLogEntries: { userErrors: Array<{ message: string }> } }).saveLogEntries.userErrors;
    expect(error?.message).toContain('بار');
    expect(error?.message).not.toContain('bar');
  });

  it('is FORBIDDEN for customers and for the field worker; their node lookups answer null', async () => {
    const [point] = await points('FLOW');
    for (const viewer of [maria, field]) {
      const answer = await viewer.graphql(POINTS, { parameter: 'FLOW' });
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const save = await viewer.graphql(SAVE, { input: { entries: [{ logPointId: point?.id, value: 1 }] } });
      expect(save.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect((await viewer.graphql(HISTORY, { id: point?.id })).body.data).toEqual({ node: null });
    }
  });
});

const SAVE_SAMPLE = /* GraphQL */ `
  mutation SaveSample($input: SaveSampleInput!) {
    saveSample(input: $input) {
      sample { id sampleNumber status appearance odour taste colour overallResult labReference samplingPoint { name element { code } } }
      userErrors { field code message }
    }
  }
`;

describe('samples', () => {
  it('lists the sampling points with their elements from the one upstream list call', async () => {
    harness.upstream.reset();
    const answer = await staff.graphql('{ samplingPoints { samplingPointId element { code name } } }');
    expect(answer.body.errors).toBeUndefined();
    const listed = (answer.body.data as { samplingPoints: Array<{ element: { code: string } }> }).samplingPoints;
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.every((point) => point.element.code.length > 0)).toBe(true);
    expect(harness.upstream.count('/SamplingPoint/GetList')).toBe(1);
    expect(harness.upstream.count('/Element/GetItems')).toBe(0);
  });

  it('searches the points by element code in one short page, capped whatever the caller asks', async () => {
    type Listed = { samplingPoints: Array<{ samplingPointId: number; element: { code: string } }> };
    const every = ((await staff.graphql('{ samplingPoints { samplingPointId element { code } } }')).body.data as Listed).samplingPoints;
    const code = every[every.length - 1]!.element.code;
    const SEARCH = 'query Search($text: String, $first: Int) { samplingPoints(text: $text, first: $first) { samplingPointId element { code } } }';
    const found = ((await staff.graphql(SEARCH, { text: ` ${code.toLowerCase()} `, first: 1 })).body.data as Listed).samplingPoints;
    expect(found.map((point) => point.element.code)).toEqual([code]);
    // The utility refuses a page size past its own maximum: an uncapped `first` would fail here.
    const capped = await staff.graphql(SEARCH, { first: 1000 });
    expect(capped.body.errors).toBeUndefined();
    expect((capped.body.data as Listed).samplingPoints).toHaveLength(Math.min(every.length, SEARCH_MAX));
    expect(((await staff.graphql(SEARCH, { first: 2 })).body.data as Listed).samplingPoints).toHaveLength(2);
  });

  it('creates a sample, enters its results and finds it by number', async () => {
    const spAnswer = await staff.graphql('{ samplingPoints { samplingPointId name element { code } } }');
    const [samplingPoint] = (spAnswer.body.data as { samplingPoints: Array<{ samplingPointId: number }> }).samplingPoints;
    const created = await staff.graphql(SAVE_SAMPLE, { input: { samplingPointId: samplingPoint?.samplingPointId } });
    const sample = (created.body.data as { saveSample: { sample: { id: string; sampleNumber: string; status: string } } }).saveSample.sample;
    expect(sample.status).toBe('COLLECTED');
    const updated = await staff.graphql(SAVE_SAMPLE, {
      input: {
        sampleId: sample.id,
        samplingPointId: samplingPoint?.samplingPointId,
        appearance: 'TURBID',
        odour: 'OTHER',
        taste: 'ACCEPTABLE',
        colour: 'NOT_ACCEPTABLE',
        overallResult: 'FAIL',
        labReference: 'LAB-7',
        status: 'RESULTS_ENTERED',
      },
    });
    expect((updated.body.data as { saveSample: { sample: object } }).saveSample.sample).toMatchObject({
      id: sample.id,
      appearance: 'TURBID',
      colour: 'NOT_ACCEPTABLE',
      overallResult: 'FAIL',
      status: 'RESULTS_ENTERED',
    });
    const listed = await staff.graphql('query($text: String) { samples(first: 5, text: $text) { totalCount edges { node { id overallResult } } } }', {
      text: sample.sampleNumber,
    });
    expect((listed.body.data as { samples: { totalCount: number } }).samples.totalCount).toBe(1);
    const missing = await staff.graphql(SAVE_SAMPLE, { input: { samplingPointId: 999_999 } });
    expect((missing.body.data as { saveSample: { userErrors: Array<{ code: string }> } }).saveSample.userErrors[0]?.code).toBe('NOT_FOUND');
    for (const viewer of [maria, field]) {
      expect((await viewer.graphql('{ samples(first: 1) { totalCount } }')).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect((await viewer.graphql('query($id: ID!) { node(id: $id) { id } }', { id: sample.id })).body.data).toEqual({ node: null });
    }
  });
});
