import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptureBookItem, CaptureEntryItem, CaptureWalkItem } from '../../store/meterCapture.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { captureOutcome, readAtValid } from './rules.ts';

describe('captureOutcome (002 §5)', () => {
  const base = { previous: 500, dials: 5, clockedOver: false, access: 'accessible' as const };
  it('counts consumption from the previous reading', () => {
    expect(captureOutcome({ ...base, reading: 530 })).toEqual({ consumption: 30, clockedOver: false });
    expect(captureOutcome({ ...base, reading: 500 })).toEqual({ consumption: 0, clockedOver: false });
    expect(captureOutcome({ ...base, previous: null, reading: 7 })).toEqual({ consumption: 0, clockedOver: false });
  });
  it('refuses a reading below the previous one unless the meter clocked over', () => {
    expect(captureOutcome({ ...base, reading: 499 })).toBe('belowPrevious');
    expect(captureOutcome({ ...base, previous: 99_950, reading: 20, clockedOver: true })).toEqual({ consumption: 70, clockedOver: true });
  });
  it('accepts a clock-over only when the reading is below the previous one', () => {
    expect(captureOutcome({ ...base, reading: 600, clockedOver: true })).toBe('clockOverImplausible');
    expect(captureOutcome({ ...base, reading: 500, clockedOver: true })).toBe('clockOverImplausible');
    expect(captureOutcome({ ...base, previous: null, reading: 5, clockedOver: true })).toBe('clockOverImplausible');
  });
  it('keeps readings within the dials and asks for one when the meter was accessible', () => {
    expect(captureOutcome({ ...base, reading: 100_000 })).toBe('outOfRange');
    expect(captureOutcome({ ...base, reading: -1 })).toBe('outOfRange');
    expect(captureOutcome({ ...base, reading: null })).toBe('readingRequired');
    expect(captureOutcome({ ...base, reading: null, access: 'dog' })).toEqual({ consumption: null, clockedOver: false });
  });
  it('accepts read times between the previous reading and now', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(readAtValid('2026-11-20T09:00:00Z', '2026-09-20T09:00:00Z', now)).toBe(true);
    expect(readAtValid('2026-11-21T09:00:00Z', null, now)).toBe(false);
    expect(readAtValid('2026-09-01T09:00:00Z', '2026-09-20T09:00:00Z', now)).toBe(false);
    expect(readAtValid('yesterday', null, now)).toBe(false);
  });
});

let app: FastifyInstance;
let staff: string;
let field: string;
let maria: string;
beforeAll(async () => {
  app = await buildTestApi();
  staff = await signIn(app, 'staff@demo.test');
  field = await signIn(app, 'field@demo.test');
  maria = await signIn(app, 'maria@demo.test');
});
afterAll(() => app.close());

type Books = { status: number; cycle: { name: string } | null; total: number; items: CaptureBookItem[] };
type Walk = { status: number; text: string; walk: CaptureWalkItem; total: number; items: CaptureEntryItem[] };
type Saved = { status: number; text: string; item: CaptureEntryItem };

const books = async (cookie: string, body: object = {}) =>
  (await post(app, '/MeterCapture/GetBooks', { Options: { PageSize: 100 }, ...body }, { cookie })).body as Books;
const walkOf = async (cookie: string, book: string, walk: number, filter = 1) =>
  (await post(app, '/MeterCapture/GetWalk', { Book: book, Walk: walk, Filter: filter, Options: { PageSize: 100 } }, { cookie })).body as Walk;
const save = async (cookie: string, body: object, lang = 'en') => (await post(app, '/MeterCapture/Save', { Lang: lang, ...body }, { cookie })).body as Saved;
const walksOf = (answer: Books) => answer.items.flatMap((book) => book.walks);

async function multipart(cookie: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/MeterCapture/UploadPhoto',
    headers: { cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return response.json() as Saved;
}

/** The staff walk with the most outstanding meters (the seed gives the largest walk to staff@demo.test). */
async function staffWalk(): Promise<Walk> {
  const mine = walksOf(await books(staff, { AssignedToMe: true })).sort((a, b) => b.outstanding - a.outstanding);
  const [first] = mine;
  if (!first) throw new Error('no walk assigned to staff');
  return walkOf(staff, first.book, first.walk);
}

describe('/MeterCapture/GetBooks and GetWalk', () => {
  it('is for employees with portalCaptureMeterReadings', async () => {
    expect((await post(app, '/MeterCapture/GetBooks', {}, { cookie: maria })).statusCode).toBe(403);
    expect((await post(app, '/MeterCapture/GetBooks', {})).statusCode).toBe(401);
  });

  it('lists the open cycle\'s books with counts that add up, and the field worker only his walks', async () => {
    const all = await books(staff);
    expect(all.status).toBe(0);
    expect(all.cycle?.name).toMatch(/^\d{4}-\d{2}$/);
    const walks = walksOf(all);
    expect(walks.length).toBeGreaterThan(100);
    for (const walk of walks) expect(walk.outstanding + walk.completed + walk.nonEditable).toBe(walk.total);
    // Some of every kind are seeded.
    expect(walks.some((walk) => walk.nonEditable > 0)).toBe(true);
    expect(walks.some((walk) => walk.completed > 0)).toBe(true);

    const fieldWalks = walksOf(await books(field));
    expect(fieldWalks.length).toBeGreaterThan(0);
    expect(fieldWalks.every((walk) => walk.assignedToName === 'Giorgos Christou')).toBe(true);
    const staffOnly = walks.find((walk) => walk.assignedToName === 'Katerina Ioannou');
    if (!staffOnly) throw new Error('no walk assigned to staff');
    expect((await walkOf(field, staffOnly.book, staffOnly.walk)).status).toBe(1);
    expect((await walkOf(staff, staffOnly.book, staffOnly.walk)).status).toBe(0);
  });

  it('answers a walk in sequence order, kept by the filter', async () => {
    const walks = walksOf(await books(staff));
    const mixed = walks.find((walk) => walk.completed > 0 && walk.outstanding > 0) ?? walks[0];
    if (!mixed) throw new Error('no walk');
    const all = await walkOf(staff, mixed.book, mixed.walk, 1);
    expect(all.total).toBe(mixed.total);
    const sequences = all.items.map((entry) => entry.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    const outstanding = await walkOf(staff, mixed.book, mixed.walk, 2);
    expect(outstanding.total).toBe(mixed.outstanding);
    expect(outstanding.items.every((entry) => entry.status === 'outstanding' && entry.reading === null)).toBe(true);
    const completed = await walkOf(staff, mixed.book, mixed.walk, 3);
    expect(completed.items.every((entry) => entry.status === 'completed' && entry.readAt !== null && entry.editable)).toBe(true);
    const exported = walks.find((walk) => walk.nonEditable > 0);
    if (!exported) throw new Error('no exported walk');
    const nonEditable = await walkOf(staff, exported.book, exported.walk, 4);
    expect(nonEditable.total).toBe(exported.nonEditable);
    expect(nonEditable.items.every((entry) => !entry.editable && entry.reading !== null)).toBe(true);
    expect((await walkOf(staff, 'NOPE', 1)).status).toBe(1);
  });
});

describe('/MeterCapture/Save', () => {
  it('refuses a reading below the previous one (localized), then accepts a clock-over and a corrected reading', async () => {
    const walk = await staffWalk();
    const [first, second] = walk.items.filter((entry) => entry.status === 'outstanding' && entry.previousReading !== null);
    if (!first || !second) throw new Error('two outstanding meters expected');
    const previous = first.previousReading ?? 0;

    const refused = await save(staff, { MeterId: first.meterId, Reading: previous - 1 }, 'el');
    expect(refused.status).toBe(71);
    expect(refused.text).toContain('προηγούμενη');
    const implausible = await save(staff, { MeterId: first.meterId, Reading: previous + 5, ClockedOver: true });
    expect(implausible.status).toBe(160);

    const corrected = await save(staff, { MeterId: first.meterId, Reading: previous + 12, Comment: '  checked  ', Access: 'accessible' });
    expect(corrected.status).toBe(0);
    expect(corrected.item).toMatchObject({ reading: previous + 12, consumption: 12, status: 'completed', comment: 'checked', reason: 'regular' });

    const clockOver = await save(staff, { MeterId: second.meterId, Reading: 3, ClockedOver: true, Reason: 'reread' });
    expect(clockOver.status).toBe(0);
    const max = 10 ** second.dials;
    expect(clockOver.item).toMatchObject({ clockedOver: true, consumption: max - (second.previousReading ?? 0) + 3, reason: 'reread' });

    const after = await walkOf(staff, walk.walk.book, walk.walk.walk);
    expect(after.walk.outstanding).toBe(walk.walk.outstanding - 2);
    expect(after.walk.completed).toBe(walk.walk.completed + 2);
  });

  it('records a meter that could not be read, and checks the reading and its time', async () => {
    const walk = await staffWalk();
    const entry = walk.items.find((item) => item.status === 'outstanding');
    if (!entry) throw new Error('an outstanding meter expected');
    expect((await save(staff, { MeterId: entry.meterId })).status).toBe(163);
    expect((await save(staff, { MeterId: entry.meterId, Reading: 10 ** entry.dials })).status).toBe(72);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await save(staff, { MeterId: entry.meterId, Reading: entry.previousReading, ReadAt: future })).status).toBe(162);
    const dog = await save(staff, { MeterId: entry.meterId, Reading: null, Access: 'dog', Comment: 'Dog in the yard' });
    expect(dog.status).toBe(0);
    expect(dog.item).toMatchObject({ reading: null, consumption: null, access: 'dog', status: 'completed' });
  });

  it('refuses exported entries and walks of other readers for a field worker', async () => {
    const walks = walksOf(await books(staff));
    const exported = walks.find((walk) => walk.nonEditable > 0);
    if (!exported) throw new Error('no exported walk');
    const [entry] = (await walkOf(staff, exported.book, exported.walk, 4)).items;
    if (!entry) throw new Error('no exported entry');
    const refused = await save(staff, { MeterId: entry.meterId, Reading: (entry.reading ?? 0) + 1 });
    expect(refused.status).toBe(161);
    expect((await multipart(staff, { MeterId: String(entry.meterId), Photo: new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])]) })).status).toBe(161);

    const notHis = walks.find((walk) => walk.assignedToName !== 'Giorgos Christou' && walk.outstanding > 0);
    if (!notHis) throw new Error('no walk of another reader');
    const [other] = (await walkOf(staff, notHis.book, notHis.walk, 2)).items;
    expect((await save(field, { MeterId: other?.meterId, Reading: (other?.previousReading ?? 0) + 1 })).status).toBe(1);

    const [own] = walksOf(await books(field));
    if (!own) throw new Error('no field walk');
    const [mine] = (await walkOf(field, own.book, own.walk, 2)).items;
    const saved = await save(field, { MeterId: mine?.meterId, Reading: (mine?.previousReading ?? 0) + 4 });
    expect(saved.status).toBe(0);
  });

  it('takes a JPG or PNG photo judged by content', async () => {
    const walk = await staffWalk();
    const [entry] = walk.items;
    if (!entry) throw new Error('no entry');
    const png = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])]);
    const stored = await multipart(staff, { MeterId: String(entry.meterId), Photo: png });
    expect(stored.status).toBe(0);
    expect(stored.item.hasPhoto).toBe(true);
    const text = await multipart(staff, { MeterId: String(entry.meterId), Photo: new Blob(['not a picture']) });
    expect(text.status).toBe(73);
    const big = await multipart(staff, { MeterId: String(entry.meterId), Photo: new Blob([new Uint8Array(4_000_001)]) });
    expect(big.status).toBe(74);
  });
});

describe('export of a walk (README "Meter-reading capture")', () => {
  it('turns completed entries into meter readings, makes them non-editable and leaves outstanding ones', async () => {
    const walk = walksOf(await books(staff)).find((item) => item.outstanding >= 2);
    if (!walk) throw new Error('the demo cycle has a walk with two outstanding meters');
    const [first, second] = (await walkOf(staff, walk.book, walk.walk, 2)).items;
    if (!first || !second) throw new Error('two outstanding entries');
    const reading = (first.previousReading ?? 0) + 17;
    expect((await save(staff, { MeterId: first.meterId, Reading: reading, Comment: 'export me' })).status).toBe(0);
    expect((await save(staff, { MeterId: second.meterId, Reading: null, Access: 'dog' })).status).toBe(0);
    const before = (await walkOf(staff, walk.book, walk.walk)).walk;

    const refused = await post(app, '/MeterCapture/Export', { Book: walk.book, Walk: walk.walk }, { cookie: field });
    expect(refused.statusCode).toBe(403);
    expect((await post(app, '/MeterCapture/Export', { Book: walk.book, Walk: walk.walk }, { cookie: maria })).statusCode).toBe(403);

    const answer = (await post(app, '/MeterCapture/Export', { Book: walk.book, Walk: walk.walk }, { cookie: staff })).body as {
      status: number;
      exported: number;
      walk: CaptureWalkItem;
    };
    expect(answer.status).toBe(0);
    expect(answer.exported).toBe(before.completed);
    expect(answer.walk.completed).toBe(0);
    expect(answer.walk.nonEditable).toBe(before.nonEditable + before.completed);
    expect(answer.walk.outstanding).toBe(before.outstanding);

    const readings = (await post(app, '/MeterReading/GetItems', { MeterId: first.meterId, Options: { PageSize: 1 } }, { cookie: staff })).body as {
      items: Array<{ reading: number; consumption: number; comment: string | null }>;
    };
    expect(readings.items[0]).toMatchObject({ reading, consumption: 17, comment: 'export me' });
    const again = await save(staff, { MeterId: first.meterId, Reading: reading + 1 });
    expect(again.status).toBe(161);
    const second2 = (await post(app, '/MeterCapture/Export', { Book: walk.book, Walk: walk.walk }, { cookie: staff })).body as { exported: number };
    expect(second2.exported).toBe(0);
  });
});
