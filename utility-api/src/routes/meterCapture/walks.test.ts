import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptureBookItem, CaptureWalkItem } from '../../store/meterCapture.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

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

type Walks = { status: number; cycle: { name: string } | null; total: number; items: CaptureWalkItem[] };

const walks = async (cookie: string, body: object = {}) => (await post(app, '/MeterCapture/GetWalks', { Options: { PageSize: 100 }, ...body }, { cookie })).body as Walks;

/** Every walk `/MeterCapture/GetBooks` answers, page after page, in its order. */
async function walksOfBooks(cookie: string, assignedToMe: boolean): Promise<CaptureWalkItem[]> {
  const found: CaptureWalkItem[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const answer = (await post(app, '/MeterCapture/GetBooks', { AssignedToMe: assignedToMe, Options: { PageSize: 100, Page: page } }, { cookie }))
      .body as { total: number; items: CaptureBookItem[] };
    found.push(...answer.items.flatMap((book) => book.walks));
    if (page * 100 >= answer.total) return found;
  }
  throw new Error('more than 20 pages of books');
}

/** Every walk of `/MeterCapture/GetWalks`, `size` a page. */
async function allPages(cookie: string, body: object, size: number): Promise<{ total: number; items: CaptureWalkItem[] }> {
  const items: CaptureWalkItem[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const answer = await walks(cookie, { ...body, Options: { PageSize: size, Page: page } });
    items.push(...answer.items);
    if (answer.items.length < size) return { total: answer.total, items };
  }
  throw new Error('more than 100 pages of walks');
}

describe('/MeterCapture/GetWalks', () => {
  it('pages the walks that the books list, in the same order with the same counts', async () => {
    const everyone = await walksOfBooks(staff, false);
    expect(everyone.length).toBeGreaterThan(20);
    const paged = await allPages(staff, {}, 7);
    expect(paged.total).toBe(everyone.length);
    expect(paged.items).toEqual(everyone);
    const first = await walks(staff, { Options: { PageSize: 5 } });
    expect(first.cycle?.name).toBeTruthy();
    expect(first.items).toEqual(everyone.slice(0, 5));
  });

  it('keeps the viewer\'s own walks when asked, and only those for a field worker', async () => {
    const mine = await walksOfBooks(staff, true);
    expect(mine.length).toBeGreaterThan(5);
    expect(await allPages(staff, { AssignedToMe: true }, 5)).toEqual({ total: mine.length, items: mine });
    const fieldWalks = await walksOfBooks(field, true);
    expect(fieldWalks.length).toBeGreaterThan(0);
    expect(await allPages(field, {}, 5)).toEqual({ total: fieldWalks.length, items: fieldWalks });
  });

  it('finds books by their start in any case, and one walk by book and number', async () => {
    const everyone = await walksOfBooks(staff, false);
    const [walk] = everyone.filter((item) => item.walk > 1);
    if (!walk) throw new Error('a book with two walks expected');
    const start = walk.book.slice(0, 2).toLowerCase();
    const started = await walks(staff, { Text: ` ${start} ` });
    const expected = everyone.filter((item) => item.book.toLowerCase().startsWith(start));
    expect(started.total).toBe(expected.length);
    expect(started.items).toEqual(expected.slice(0, 100));
    for (const text of [`${walk.book} ${walk.walk}`, `${walk.book.toLowerCase()}/${walk.walk}`, `${walk.book} / ${walk.walk}`]) {
      expect(await walks(staff, { Text: text })).toMatchObject({ total: 1, items: [walk] });
    }
    const mine = await walksOfBooks(staff, true);
    const [own] = mine;
    if (!own) throw new Error('a walk of staff expected');
    expect((await walks(staff, { AssignedToMe: true, Text: own.book })).items).toEqual(mine.filter((item) => item.book === own.book));
  });

  it('takes what is typed literally and keeps its bounds', async () => {
    expect(await walks(staff, { Text: '%' })).toMatchObject({ total: 0, items: [] });
    expect(await walks(staff, { Text: '_101' })).toMatchObject({ total: 0, items: [] });
    expect((await post(app, '/MeterCapture/GetWalks', { Text: 'B'.repeat(41) }, { cookie: staff })).statusCode).toBe(400);
    expect((await post(app, '/MeterCapture/GetWalks', { Options: { PageSize: 101 } }, { cookie: staff })).statusCode).toBe(400);
    expect((await post(app, '/MeterCapture/GetWalks', {}, { cookie: maria })).statusCode).toBe(403);
  });
});
