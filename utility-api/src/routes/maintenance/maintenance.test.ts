import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCardItem } from '../../store/jobCards.ts';
import type { JobCardAllocations } from '../../store/jobCardsAllocations.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let staff: string;
let maria: string;
let field: string;

type Answer = { status: number; text: string; item?: JobCardItem; allocations?: JobCardAllocations; [key: string]: unknown };
const call = async (path: string, body: object, cookie = staff, language = 'en') => (await post(app, path, body, { cookie, 'accept-language': language })).body as Answer;
const cards = async (body: object) => (await call('/JobCard/GetList', { Options: { PageSize: 100 }, ...body })) as unknown as { total: number; items: JobCardItem[] };
const lookups = async () => (await call('/JobCard/GetLookups', {})) as unknown as { lookups: Record<string, Array<{ id: number; code: string }>> };
const omEmployees = async () =>
  ((await call('/Employee/GetItems', { Flag: 'portalOm', Options: { PageSize: 100 } })) as unknown as { items: Array<{ employeeId: number; name: string }> }).items;

async function newCard(): Promise<JobCardItem> {
  const answer = await call('/JobCard/Save', { StartsAt: '2026-11-01T08:00:00Z', Description: 'Test card' });
  if (!answer.item) throw new Error(answer.text);
  return answer.item;
}

async function toStep(card: JobCardItem, step: string, employeeId: number | null = null) {
  return call('/JobCard/ChangeStep', { JobCardId: card.jobCardId, Step: step, EmployeeId: employeeId });
}

beforeAll(async () => {
  app = await buildTestApi();
  [staff, maria, field] = await Promise.all([signIn(app, 'staff@demo.test'), signIn(app, 'maria@demo.test'), signIn(app, 'field@demo.test')]);
});
afterAll(() => app.close());

describe('job card lists', () => {
  it('answers seeded cards with filters and lookups, for portalOm employees only', async () => {
    const all = await cards({});
    expect(all.total).toBeGreaterThanOrEqual(30);
    const first = all.items[0];
    if (!first) throw new Error('no card seeded');
    expect(first.number).toMatch(/^JC-\d{6}$/);
    const station = all.items.find((item) => item.stationId !== null)?.stationId;
    expect((await cards({ StationId: station })).items.every((item) => item.stationId === station)).toBe(true);
    expect((await cards({ Step: 'closed' })).items.every((item) => item.step === 'closed' && item.outcomeId !== null)).toBe(true);
    expect((await cards({ OriginType: 'application' })).total).toBeGreaterThan(0);
    const { lookups: values } = await lookups();
    expect(values['outcome']?.map((item) => item.code)).toEqual(['COMPLETED', 'PROBLEM_FOUND', 'NO_PROBLEM_FOUND', 'REFERRED']);
    const greek = (await call('/JobCard/GetLookups', {}, staff, 'el')) as unknown as { lookups: { activity: Array<{ name: string }> } };
    expect(greek.lookups.activity[0]?.name).toBe('Επισκευή σωλήνα');
    for (const cookie of [maria, field]) expect((await post(app, '/JobCard/GetList', {}, { cookie })).statusCode).toBe(403);
  });
});

describe('job card rules', () => {
  it('refuses an end before the start and an unknown element', async () => {
    const refused = await call('/JobCard/Save', { StartsAt: '2026-11-02T08:00:00Z', EndsAt: '2026-11-01T08:00:00Z' });
    expect(refused).toMatchObject({ status: 195, text: 'The end cannot be before the start' });
    expect((await call('/JobCard/Save', { StartsAt: '2026-11-02T08:00:00Z', ElementId: 999_999 })).status).toBe(197);
    const card = await newCard();
    const saved = await call('/JobCard/Save', { JobCardId: card.jobCardId, StartsAt: '2026-11-01T08:00:00Z', EndsAt: '2026-11-01T12:30:00Z' });
    expect(saved.item).toMatchObject({ plannedHours: 4.5, step: 'registered' });
  });

  it('needs a workflow employee on forced steps and a different one when referred (002 §4)', async () => {
    const card = await newCard();
    const [first, second] = await omEmployees();
    if (!first || !second) throw new Error('two maintenance employees needed');
    expect(await toStep(card, 'assigned')).toMatchObject({ status: 192 });
    expect((await toStep(card, 'assigned', null)).text).toBe('Choose the workflow employee: this step needs one');
    expect((await toStep(card, 'completed', first.employeeId)).status).toBe(196);
    const assigned = await toStep(card, 'assigned', first.employeeId);
    expect(assigned.item).toMatchObject({ step: 'assigned', workflowEmployeeId: first.employeeId, workflowEmployeeName: first.name });
    expect((await toStep(card, 'referred', first.employeeId)).status).toBe(193);
    expect((await call('/JobCard/ChangeStep', { JobCardId: card.jobCardId, Step: 'referred', EmployeeId: first.employeeId }, staff, 'ar')).text).toBe('اختر موظفًا غير الموظف الحالي');
    expect((await toStep(card, 'referred', second.employeeId)).item).toMatchObject({ step: 'referred', workflowEmployeeId: second.employeeId });
    const fieldWorker = ((await call('/Employee/GetItems', { FieldWorkersOnly: true, Options: { PageSize: 100 } })) as unknown as { items: Array<{ employeeId: number; email: string }> }).items.find(
      (employee) => employee.email === 'field@demo.test',
    );
    expect((await toStep(card, 'assigned', fieldWorker?.employeeId ?? 0)).status).toBe(198);
    const history = (await call('/JobCard/GetHistory', { JobCardId: card.jobCardId })) as unknown as { items: Array<{ toStep: string }> };
    expect(history.items.map((item) => item.toStep)).toEqual(['referred', 'assigned', 'registered']);
  });

  it('closes with Problem Found only with a maintenance activity, then is read-only (002 §5)', async () => {
    const card = await newCard();
    const [employee] = await omEmployees();
    await toStep(card, 'assigned', employee?.employeeId ?? 0);
    const { lookups: values } = await lookups();
    const problemFound = values['outcome']?.find((item) => item.code === 'PROBLEM_FOUND')?.id;
    const activity = values['activity']?.[0]?.id;
    expect((await call('/JobCard/Close', { JobCardId: card.jobCardId, OutcomeId: problemFound })).status).toBe(196);
    await toStep(card, 'inProgress');
    const refused = await call('/JobCard/Close', { JobCardId: card.jobCardId, OutcomeId: problemFound }, staff, 'el');
    expect(refused).toEqual({ status: 191, text: 'Το αποτέλεσμα «Βρέθηκε πρόβλημα» απαιτεί εργασία συντήρησης' });
    const closed = await call('/JobCard/Close', { JobCardId: card.jobCardId, OutcomeId: problemFound, ActivityId: activity });
    expect(closed.item).toMatchObject({ step: 'closed', outcomeCode: 'PROBLEM_FOUND', activityId: activity });
    expect((await call('/JobCard/Save', { JobCardId: card.jobCardId, StartsAt: '2026-11-01T08:00:00Z' })).status).toBe(190);
    expect((await toStep(card, 'inProgress')).status).toBe(190);
    expect((await call('/JobCard/AddManpower', { JobCardId: card.jobCardId, EmployeeId: employee?.employeeId, WorkDate: '2026-11-01', Hours: 2 })).status).toBe(190);
  });
});

describe('allocations', () => {
  it('adds manpower and support, issues stores within what is on hand and returns them on removal', async () => {
    const card = await newCard();
    const [employee] = await omEmployees();
    const staffed = await call('/JobCard/AddManpower', { JobCardId: card.jobCardId, EmployeeId: employee?.employeeId, WorkDate: '2026-11-01', Hours: 6, OvertimeHours: 1.5 });
    expect(staffed.item?.actualHours).toBe(7.5);
    expect(staffed.allocations?.manpower).toHaveLength(1);
    const { lookups: values } = await lookups();
    const supported = await call('/JobCard/AddSupportService', { JobCardId: card.jobCardId, ServiceId: values['supportService']?.[0]?.id, Supplier: 'Digger Co', Quantity: 1, Hours: 3, Cost: 240.5 });
    expect(supported.allocations?.supportServices[0]).toMatchObject({ supplier: 'Digger Co', cost: 240.5 });

    const stock = (await call('/StockItem/GetList', { WarehouseId: 1, Options: { PageSize: 100 } })) as unknown as { items: Array<{ stockItemId: number; quantityOnHand: number }> };
    const material = stock.items.find((item) => item.quantityOnHand >= 3);
    if (!material) throw new Error('no stocked material');
    const onHand = async () => ((await call('/StockItem/GetList', { WarehouseId: 1, Ids: [material.stockItemId] })) as unknown as { items: Array<{ quantityOnHand: number }> }).items[0]?.quantityOnHand;
    const tooMuch = await call('/JobCard/AddStoreItem', { JobCardId: card.jobCardId, StockItemId: material.stockItemId, Quantity: material.quantityOnHand + 1 });
    expect(tooMuch.status).toBe(194);
    expect(tooMuch.text).toContain(String(material.quantityOnHand));
    expect(await onHand()).toBe(material.quantityOnHand);
    const issued = await call('/JobCard/AddStoreItem', { JobCardId: card.jobCardId, StockItemId: material.stockItemId, Quantity: 2 });
    expect(issued.allocations?.stores[0]).toMatchObject({ stockItemId: material.stockItemId, warehouseId: 1, quantity: 2 });
    expect(await onHand()).toBe(material.quantityOnHand - 2);
    const allocationId = issued.allocations?.stores[0]?.allocationId;
    const removed = await call('/JobCard/RemoveAllocation', { JobCardId: card.jobCardId, Kind: 'stores', AllocationId: allocationId });
    expect(removed.allocations?.stores).toEqual([]);
    expect(await onHand()).toBe(material.quantityOnHand);
    expect((await call('/JobCard/RemoveAllocation', { JobCardId: card.jobCardId, Kind: 'stores', AllocationId: allocationId })).status).toBe(1);
    const batch = (await call('/JobCard/GetAllocations', { Ids: [card.jobCardId] })) as unknown as { items: JobCardAllocations[] };
    expect(batch.items[0]?.manpower).toHaveLength(1);
  });
});

describe('investigations and problem logs', () => {
  it('records them and raises job cards from them', async () => {
    const logs = (await call('/ProblemLog/GetList', { Status: 'open' })) as unknown as { total: number; items: Array<{ problemLogId: number; elementId: number; jobCardCount: number }> };
    expect(logs.total).toBeGreaterThan(0);
    const log = logs.items[0];
    if (!log) throw new Error('no open problem log');
    const raised = await call('/ProblemLog/RaiseJobCard', { ProblemLogId: log.problemLogId });
    expect(raised.item).toMatchObject({ originType: 'problemLog', originId: log.problemLogId, elementId: log.elementId, step: 'registered' });
    const again = (await call('/ProblemLog/GetItems', { Ids: [log.problemLogId] })) as unknown as { items: Array<{ jobCardCount: number }> };
    expect(again.items[0]?.jobCardCount).toBe(log.jobCardCount + 1);

    const { lookups: values } = await lookups();
    const saved = await call('/Investigation/Save', { Location: 'Main street 4', ComplainTypeId: values['complainType']?.[0]?.id, ElementId: log.elementId });
    const investigation = saved['item'] as unknown as { investigationId: number; number: string; status: string };
    expect(investigation).toMatchObject({ number: expect.stringMatching(/^INV-\d{6}$/), status: 'open' });
    const fromInvestigation = await call('/Investigation/RaiseJobCard', { InvestigationId: investigation.investigationId });
    expect(fromInvestigation.item).toMatchObject({ originType: 'investigation', originId: investigation.investigationId });
    await call('/Investigation/Save', { InvestigationId: investigation.investigationId, Location: 'Main street 4', ComplainTypeId: values['complainType']?.[0]?.id, Status: 'closed' });
    expect((await call('/Investigation/RaiseJobCard', { InvestigationId: investigation.investigationId })).status).toBe(190);
  });
});

describe('investigation and problem log saves', () => {
  it('refuse unknown and closed records, unknown elements, lookups and applications, and change open ones', async () => {
    const { lookups: values } = await lookups();
    const complainTypeId = values['complainType']?.[0]?.id;
    const problemTypeId = values['problemType']?.[0]?.id;
    const log = ((await call('/ProblemLog/GetList', { Status: 'open' })) as unknown as { items: Array<{ problemLogId: number; elementId: number }> }).items[0];
    if (!log || !complainTypeId || !problemTypeId) throw new Error('no open problem log or lookups');
    const investigation = { Location: 'Shared checks 1', ComplainTypeId: complainTypeId };
    const problem = { ElementId: log.elementId, ProblemTypeId: problemTypeId, Priority: 'low', Description: 'Shared checks' };

    expect(await call('/Investigation/Save', { ...investigation, InvestigationId: 999_999 })).toMatchObject({ status: 1, text: 'Investigation not found' });
    expect(await call('/ProblemLog/Save', { ...problem, ProblemLogId: 999_999 })).toMatchObject({ status: 1, text: 'Problem log not found' });
    expect((await call('/Investigation/Save', { ...investigation, ElementId: 999_999 })).status).toBe(197);
    expect((await call('/ProblemLog/Save', { ...problem, ElementId: 999_999 })).status).toBe(197);
    expect((await call('/Investigation/Save', { ...investigation, ComplainTypeId: 999_999 })).text).toBe('Unknown value of a list');
    expect((await call('/ProblemLog/Save', { ...problem, ProblemTypeId: 999_999 })).text).toBe('Unknown value of a list');
    expect((await call('/Investigation/Save', { ...investigation, Source: 'application', ApplicationId: 999_999 })).text).toBe('The record the job card comes from was not found');
    expect((await call('/Investigation/RaiseJobCard', { InvestigationId: 999_999 })).text).toBe('Investigation not found');
    expect((await call('/ProblemLog/RaiseJobCard', { ProblemLogId: 999_999 })).text).toBe('Problem log not found');

    const created = (await call('/ProblemLog/Save', problem)).item as unknown as { problemLogId: number; status: string; description: string };
    expect(created).toMatchObject({ status: 'open', description: 'Shared checks' });
    const changed = (await call('/ProblemLog/Save', { ...problem, ProblemLogId: created.problemLogId, Description: ' Changed ', Status: 'closed' })).item;
    expect(changed).toMatchObject({ problemLogId: created.problemLogId, description: 'Changed', status: 'closed' });
    expect((await call('/ProblemLog/Save', { ...problem, ProblemLogId: created.problemLogId })).status).toBe(190);
    expect((await call('/ProblemLog/RaiseJobCard', { ProblemLogId: created.problemLogId })).status).toBe(190);

    const noElement = (await call('/Investigation/Save', { ...investigation, Findings: '  ' })).item as unknown as { investigationId: number; elementId: number | null; findings: string | null };
    expect(noElement).toMatchObject({ elementId: null, findings: null });
    const moved = (await call('/Investigation/Save', { ...investigation, InvestigationId: noElement.investigationId, ElementId: log.elementId, Findings: 'Wet' })).item;
    expect(moved).toMatchObject({ investigationId: noElement.investigationId, elementId: log.elementId, findings: 'Wet', source: 'complaint' });
  });
});

describe('investigation station filter', () => {
  it('answers only the investigations of a station and of its elements', async () => {
    type Row = { investigationId: number; elementId: number | null };
    const list = async (body: object) => (await call('/Investigation/GetList', { Options: { PageSize: 100 }, ...body })) as unknown as { total: number; items: Row[] };
    const all = await list({});
    const withElement = all.items.find((item) => item.elementId !== null);
    if (!withElement?.elementId) throw new Error('no investigation with an element');
    const elements = (await call('/Element/GetItems', { Ids: [withElement.elementId] })) as unknown as { items: Array<{ elementId: number; stationId: number | null }> };
    const stationId = elements.items[0]?.stationId ?? withElement.elementId;
    const family = (await call('/Element/GetList', { StationId: stationId, Options: { PageSize: 100 } })) as unknown as { items: Array<{ elementId: number }> };
    const allowed = new Set([stationId, ...family.items.map((item) => item.elementId)]);
    const filtered = await list({ StationId: stationId });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.items.every((item) => item.elementId !== null && allowed.has(item.elementId))).toBe(true);
    expect(filtered.items.some((item) => item.investigationId === withElement.investigationId)).toBe(true);
  });
});
