import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, post, signIn } from '../testing/testApi.ts';

// Every sortable employee list: each sort, both ways, read in pages of 2 gives the same rows in the same order
// as one page of 6 (no row twice, none skipped), and the sorted value never goes back (nulls last).

type Item = Record<string, unknown>;
type Key = (item: Item) => string | number | null;

interface SortedList {
  path: string;
  /** The item's unique id field. */
  id: string;
  /** Per `Sort`: the value that must not go back, or null when only the paging is checked (collations). */
  sorts: Record<string, Key | null>;
  body?: object;
}

const field = (name: string): Key => (item) => item[name] as string | number | null;
const rank = (name: string, order: readonly string[]): Key => (item) => order.indexOf(item[name] as string);

const LISTS: SortedList[] = [
  {
    path: '/JobCard/GetList',
    id: 'jobCardId',
    sorts: {
      number: field('jobCardId'),
      step: rank('step', ['registered', 'assigned', 'inProgress', 'completed', 'referred', 'closed']),
      startsAt: field('startsAt'),
      description: null,
      employee: null,
    },
  },
  {
    path: '/Investigation/GetList',
    id: 'investigationId',
    sorts: { number: field('investigationId'), status: field('status'), location: null, reportedOn: field('reportedOn'), jobCards: field('jobCardCount') },
  },
  {
    path: '/ProblemLog/GetList',
    id: 'problemLogId',
    sorts: {
      number: field('problemLogId'),
      status: field('status'),
      priority: rank('priority', ['low', 'medium', 'high', 'urgent']),
      reportedOn: field('reportedOn'),
      description: null,
      jobCards: field('jobCardCount'),
    },
  },
  {
    path: '/DebtCase/GetList',
    id: 'debtCaseId',
    sorts: {
      caseNumber: field('caseNumber'),
      account: field('accountKey'),
      customer: null,
      openedOn: field('openedOn'),
      stage: rank('stage', ['reminder', 'finalNotice', 'disconnectionWarning', 'disconnected', 'legal']),
      status: rank('status', ['open', 'onHold', 'closed']),
      balance: field('balance'),
      lastActionOn: field('lastActionOn'),
    },
  },
  {
    path: '/Disconnection/GetList',
    id: 'disconnectionId',
    sorts: {
      account: field('accountKey'),
      customer: null,
      address: null,
      meter: field('meterRef'),
      book: field('book'),
      batch: field('batchNumber'),
      lastPayment: field('lastPaymentDate'),
      balance: field('balance'),
      status: rank('status', ['pending', 'disconnected', 'reconnected', 'cancelled']),
    },
  },
  {
    path: '/Application/GetItems',
    id: 'portalApplicationId',
    body: { Kind: 1 },
    sorts: { name: null, type: null, customer: null, status: field('status'), updatedOn: field('updatedOn'), assigned: null },
  },
  {
    path: '/StoreRequisition/GetList',
    id: 'requisitionId',
    sorts: {
      number: field('requisitionId'),
      status: rank('status', ['draft', 'submitted', 'approved', 'issued', 'rejected', 'cancelled']),
      warehouse: null,
      jobCard: field('jobCardNumber'),
      lines: field('lineCount'),
      requestedBy: null,
      updatedAt: field('updatedAt'),
    },
  },
  {
    path: '/PvPark/GetList',
    id: 'parkId',
    sorts: {
      name: null,
      operator: null,
      capacity: field('installedCapacityKwp'),
      voltage: null,
      town: null,
      status: null,
      commissionedOn: field('commissionedOn'),
    },
  },
  {
    path: '/Element/GetList',
    id: 'elementId',
    sorts: { code: field('code'), name: null, type: null, station: null, town: null, status: field('status') },
  },
  {
    path: '/Sample/GetList',
    id: 'sampleId',
    sorts: {
      number: field('sampleNumber'),
      point: null,
      takenAt: field('takenAt'),
      status: rank('status', ['collected', 'sentToLab', 'resultsEntered']),
      result: field('overallResult'),
    },
  },
];

let app: FastifyInstance;
let staff: string;

beforeAll(async () => {
  app = await buildTestApi();
  staff = await signIn(app, 'staff@demo.test');
});
afterAll(() => app.close());

async function page(list: SortedList, body: object, size: number, number: number): Promise<{ total: number; items: Item[] }> {
  const answer = await post(app, list.path, { ...list.body, ...body, Options: { PageSize: size, Page: number } }, { cookie: staff });
  expect(answer.statusCode).toBe(200);
  return answer.body as unknown as { total: number; items: Item[] };
}

/** Fails when a value goes back against the direction; nulls only after every value. */
function expectOrdered(values: ReadonlyArray<string | number | null>, descending: boolean) {
  const present = values.filter((value) => value !== null);
  expect(values.slice(0, present.length)).toEqual(present);
  for (let index = 1; index < present.length; index += 1) {
    const [before, after] = [present[index - 1] as string | number, present[index] as string | number];
    expect(descending ? before >= after : before <= after, `${String(before)} then ${String(after)}`).toBe(true);
  }
}

describe.each(LISTS)('$path sorts', (list) => {
  it.each(Object.keys(list.sorts).flatMap((sort) => [{ sort, descending: false }, { sort, descending: true }]))(
    'by $sort (descending $descending) the same way across pages',
    async ({ sort, descending }) => {
      const body = { Sort: sort, Descending: descending };
      const whole = await page(list, body, 6, 1);
      expect(whole.total).toBeGreaterThanOrEqual(5);
      const paged = [...(await page(list, body, 2, 1)).items, ...(await page(list, body, 2, 2)).items, ...(await page(list, body, 2, 3)).items];
      const ids = paged.map((item) => item[list.id]);
      expect(ids).toEqual(whole.items.map((item) => item[list.id]));
      expect(new Set(ids).size).toBe(ids.length);
      const key = list.sorts[sort];
      if (key) expectOrdered(paged.map(key), descending);
    },
  );

  it('refuses a sort it does not know', async () => {
    const answer = await post(app, list.path, { ...list.body, Sort: 'id; DROP TABLE users' }, { cookie: staff });
    expect(answer.statusCode).toBe(400);
  });
});
