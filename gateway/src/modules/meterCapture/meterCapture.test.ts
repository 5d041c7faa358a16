import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../security/csrf.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { BOOKS, WALK_FIELDS, type WalkNode, walksOf } from './captureTestQueries.ts';
import { parseWalkKey, walkKey } from './models.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'en' });
  field = await harness.signedIn(DEMO_LOGINS.field, { 'accept-language': 'en' });
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

interface EntryNode {
  id: string;
  meterId: string;
  sequence: number;
  previousReading: number | null;
  maxReading: number;
  reading: number | null;
  status: string;
  editable: boolean;
  clockedOver: boolean;
  consumption: number | null;
  hasPhoto: boolean;
  access: string | null;
}

const ENTRY_FIELDS = 'id meterId sequence previousReading maxReading reading status editable clockedOver consumption hasPhoto access';

const WALK = /* GraphQL */ `
  query Walk($book: String!, $walk: Int!, $filter: MeterCaptureFilter) {
    meterCaptureWalk(book: $book, walk: $walk) { ${WALK_FIELDS} entries(filter: $filter, first: 50) { totalCount edges { node { ${ENTRY_FIELDS} } } } }
  }
`;
const CAPTURE = /* GraphQL */ `
  mutation Capture($input: CaptureMeterReadingInput!) {
    captureMeterReading(input: $input) { entry { ${ENTRY_FIELDS} } walk { ${WALK_FIELDS} } userErrors { field code message } }
  }
`;

async function walkOf(browser: TestBrowser, walk: Pick<WalkNode, 'book' | 'walk'>, filter = 'ALL') {
  const answer = await browser.graphql(WALK, { book: walk.book, walk: walk.walk, filter });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { meterCaptureWalk: (WalkNode & { entries: { totalCount: number; edges: Array<{ node: EntryNode }> } }) | null })
    .meterCaptureWalk;
}

async function capture(browser: TestBrowser, input: Record<string, unknown>) {
  const answer = await browser.graphql(CAPTURE, { input });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as {
    captureMeterReading: { entry: EntryNode | null; walk: WalkNode | null; userErrors: Array<{ field: string | null; code: string; message: string }> };
  }).captureMeterReading;
}

/** A GraphQL multipart request through the gateway, with the browser's cookies. */
async function upload(browser: TestBrowser, entryId: string, photo: Blob) {
  const query = /* GraphQL */ `mutation Upload($input: UploadMeterCapturePhotoInput!) {
    uploadMeterCapturePhoto(input: $input) { entry { id hasPhoto } userErrors { field code } }
  }`;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { entryId, photo: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.photo'] }));
  form.append('0', photo, 'dials.png');
  const response = await harness.gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', cookie: browser.cookieHeader() },
    body: form,
  });
  return ((await response.json()) as { data: { uploadMeterCapturePhoto: { entry: { hasPhoto: boolean } | null; userErrors: Array<{ code: string }> } } }).data
    .uploadMeterCapturePhoto;
}

describe('walk global ids', () => {
  it('round-trip book and walk', () => {
    expect(parseWalkKey(walkKey('B105', 7))).toEqual({ book: 'B105', walk: 7 });
    expect(parseWalkKey('B105')).toBeUndefined();
    expect(parseWalkKey('B105:0')).toBeUndefined();
  });
});

describe('meter-reading capture queries', () => {
  it('are for employees with the captureMeterReadings feature', async () => {
    const answer = await maria.graphql(BOOKS);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await harness.browser().graphql(BOOKS);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('list books with walk progress, and only his own walks to a field worker', async () => {
    const walks = await walksOf(staff);
    expect(walks.length).toBeGreaterThan(100);
    for (const walk of walks) expect(walk.outstandingCount + walk.completedCount + walk.nonEditableCount).toBe(walk.totalCount);
    const mine = await walksOf(staff, true);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((walk) => walk.assignedTo === 'Katerina Ioannou')).toBe(true);
    const his = await walksOf(field);
    expect(his.length).toBeGreaterThan(0);
    expect(his.every((walk) => walk.assignedTo === 'Giorgos Christou')).toBe(true);
    const [other] = mine;
    if (!other) throw new Error('no staff walk');
    expect(await walkOf(field, other)).toBeNull();
    expect((await field.graphql('query N($id: ID!) { node(id: $id) { id } }', { id: other.id })).body.data).toEqual({ node: null });
    expect((await staff.graphql('query N($id: ID!) { node(id: $id) { id } }', { id: other.id })).body.data).toEqual({ node: { id: other.id } });
  });

  it('filter a walk\'s meters with one upstream call per page', async () => {
    const walks = await walksOf(staff);
    const mixed = walks.find((walk) => walk.completedCount > 0 && walk.outstandingCount > 0);
    if (!mixed) throw new Error('no partly captured walk');
    harness.upstream.reset();
    const all = await walkOf(staff, mixed);
    expect(harness.upstream.count('/MeterCapture/GetWalk')).toBe(2);
    expect(harness.upstream.count('/MeterCapture/GetItems')).toBe(0);
    expect(all?.entries.totalCount).toBe(mixed.totalCount);
    const sequences = all?.entries.edges.map((edge) => edge.node.sequence) ?? [];
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    const outstanding = await walkOf(staff, mixed, 'OUTSTANDING');
    expect(outstanding?.entries.totalCount).toBe(mixed.outstandingCount);
    expect(outstanding?.entries.edges.every((edge) => edge.node.status === 'OUTSTANDING')).toBe(true);
    const completed = await walkOf(staff, mixed, 'COMPLETED');
    expect(completed?.entries.edges.every((edge) => edge.node.status === 'COMPLETED' && edge.node.editable)).toBe(true);
  });
});

describe('captureMeterReading', () => {
  it('refuses a reading below the previous one, accepts a clock-over and updates the walk counts', async () => {
    const [walk] = (await walksOf(staff, true)).sort((a, b) => b.outstandingCount - a.outstandingCount);
    if (!walk) throw new Error('no staff walk');
    const entries = (await walkOf(staff, walk, 'OUTSTANDING'))?.entries.edges.map((edge) => edge.node) ?? [];
    const [first, second] = entries.filter((entry) => entry.previousReading !== null);
    if (!first || !second) throw new Error('two outstanding meters expected');
    const previous = first.previousReading ?? 0;

    const below = await capture(staff, { entryId: first.id, reading: previous - 1 });
    expect(below.entry).toBeNull();
    expect(below.userErrors).toEqual([{ field: 'reading', code: 'READING_BELOW_PREVIOUS', message: expect.stringContaining('previous') }]);
    const implausible = await capture(staff, { entryId: first.id, reading: previous + 1, clockedOver: true });
    expect(implausible.userErrors).toMatchObject([{ field: 'clockedOver', code: 'CLOCK_OVER_IMPLAUSIBLE' }]);
    const required = await capture(staff, { entryId: first.id });
    expect(required.userErrors).toMatchObject([{ field: 'reading', code: 'READING_REQUIRED' }]);

    const accepted = await capture(staff, { entryId: first.id, reading: previous + 9, comment: 'ok', reason: 'REREAD' });
    expect(accepted.userErrors).toEqual([]);
    expect(accepted.entry).toMatchObject({ reading: previous + 9, consumption: 9, status: 'COMPLETED', access: 'ACCESSIBLE' });
    expect(accepted.walk).toMatchObject({ id: walk.id, outstandingCount: walk.outstandingCount - 1, completedCount: walk.completedCount + 1 });

    const clockOver = await capture(staff, { entryId: second.id, reading: 2, clockedOver: true });
    expect(clockOver.userErrors).toEqual([]);
    expect(clockOver.entry).toMatchObject({ clockedOver: true, consumption: second.maxReading + 1 - (second.previousReading ?? 0) + 2 });

    const dog = await capture(staff, { entryId: second.id, access: 'DOG' });
    expect(dog.entry).toMatchObject({ reading: null, access: 'DOG', status: 'COMPLETED' });
  });

  it('refuses exported readings, unknown entries and other readers\' walks', async () => {
    const walks = await walksOf(staff);
    const exported = walks.find((walk) => walk.nonEditableCount > 0);
    if (!exported) throw new Error('no exported walk');
    const [entry] = (await walkOf(staff, exported, 'NON_EDITABLE'))?.entries.edges.map((edge) => edge.node) ?? [];
    if (!entry) throw new Error('no exported entry');
    const refused = await capture(staff, { entryId: entry.id, reading: (entry.reading ?? 0) + 1 });
    expect(refused.userErrors).toMatchObject([{ code: 'NOT_EDITABLE' }]);
    expect((await capture(staff, { entryId: 'garbage', reading: 1 })).userErrors).toMatchObject([{ code: 'NOT_FOUND', field: 'entryId' }]);
    expect((await capture(field, { entryId: entry.id, reading: 1 })).userErrors).toMatchObject([{ code: 'NOT_FOUND' }]);
    const forbidden = await maria.graphql(CAPTURE, { input: { entryId: entry.id, reading: 1 } });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a field worker capture his own walk and upload a photo', async () => {
    const [walk] = (await walksOf(field)).filter((item) => item.outstandingCount > 0);
    if (!walk) throw new Error('no outstanding field walk');
    const [entry] = (await walkOf(field, walk, 'OUTSTANDING'))?.entries.edges.map((edge) => edge.node) ?? [];
    if (!entry) throw new Error('no outstanding entry');
    const saved = await capture(field, { entryId: entry.id, reading: (entry.previousReading ?? 0) + 3 });
    expect(saved.userErrors).toEqual([]);
    const png = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' });
    expect(await upload(field, entry.id, png)).toEqual({ entry: { id: entry.id, hasPhoto: true }, userErrors: [] });
    const text = new Blob(['not a picture'], { type: 'image/png' });
    expect(await upload(field, entry.id, text)).toMatchObject({ entry: null, userErrors: [{ code: 'FILE_TYPE_NOT_ALLOWED' }] });
  });
});

describe('exportMeterCaptureWalk', () => {
  const EXPORT = /* GraphQL */ `
    mutation Export($input: ExportMeterCaptureWalkInput!) {
      exportMeterCaptureWalk(input: $input) { exportedCount walk { ${WALK_FIELDS} } userErrors { field code message } }
    }
  `;

  it('exports a walk\'s completed readings for the office; field workers are refused', async () => {
    const walk = (await walksOf(staff)).find((item) => item.outstandingCount >= 1);
    if (!walk) throw new Error('a walk with an outstanding meter');
    const entry = (await walkOf(staff, walk, 'OUTSTANDING'))?.entries.edges[0]?.node;
    if (!entry) throw new Error('an outstanding meter');
    const saved = await capture(staff, { entryId: entry.id, reading: (entry.previousReading ?? 0) + 3 });
    expect(saved.userErrors).toEqual([]);
    const completed = saved.walk?.completedCount ?? 0;

    const refused = await field.graphql(EXPORT, { input: { walkId: walk.id } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const answer = await staff.graphql(EXPORT, { input: { walkId: walk.id } });
    expect(answer.body.errors).toBeUndefined();
    const payload = (answer.body.data as { exportMeterCaptureWalk: { exportedCount: number; walk: WalkNode; userErrors: unknown[] } }).exportMeterCaptureWalk;
    expect(payload.exportedCount).toBe(completed);
    expect(payload.walk.completedCount).toBe(0);
    const after = await walkOf(staff, walk, 'NON_EDITABLE');
    expect(after?.entries.edges.some(({ node }) => node.id === entry.id && !node.editable)).toBe(true);
    const again = await capture(staff, { entryId: entry.id, reading: (entry.previousReading ?? 0) + 4 });
    expect(again.userErrors[0]?.code).toBe('NOT_EDITABLE');
  });

  it('answers NOT_FOUND for an id that is not a walk', async () => {
    const answer = await staff.graphql(EXPORT, { input: { walkId: Buffer.from('Customer:1').toString('base64url') } });
    const payload = (answer.body.data as { exportMeterCaptureWalk: { userErrors: Array<{ code: string }> } }).exportMeterCaptureWalk;
    expect(payload.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});
