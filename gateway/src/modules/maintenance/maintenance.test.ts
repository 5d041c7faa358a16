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

interface Card {
  id: string;
  jobCardId: number;
  number: string;
  step: string;
  workflowEmployeeId: number | null;
  station: { code: string } | null;
  element: { code: string } | null;
  outcome: { code: string } | null;
  activity: { lookupId: number } | null;
  storeAllocations: Array<{ allocationId: number; stockItemId: number; quantity: number }>;
  manpower: Array<{ employeeId: number; hours: number }>;
  actualHours: number;
}
type Payload = { jobCard: Card | null; userErrors: Array<{ code: string; field: string | null; message: string }> };

const CARD_FIELDS = 'id jobCardId number step workflowEmployeeId station { code } element { code } outcome { code } activity { lookupId } actualHours manpower { employeeId hours } storeAllocations { allocationId stockItemId quantity }';

async function data<T>(viewer: TestBrowser, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await viewer.graphql(query, variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}

async function mutate(name: string, inputType: string, input: Record<string, unknown>, viewer = staff): Promise<Payload> {
  const result = await data<Record<string, Payload>>(viewer, `mutation M($input: ${inputType}!) { ${name}(input: $input) { jobCard { ${CARD_FIELDS} } userErrors { code field message } } }`, { input });
  const payload = result[name];
  if (!payload) throw new Error(`no ${name} payload`);
  return payload;
}

const newCard = async () => {
  const payload = await mutate('saveJobCard', 'SaveJobCardInput', { startsAt: '2026-11-01T08:00:00Z', description: 'Gateway test card' });
  if (!payload.jobCard) throw new Error(payload.userErrors[0]?.message);
  return payload.jobCard;
};

const lookups = () =>
  data<{ maintenanceLookups: { outcomes: Array<{ lookupId: number; code: string }>; activities: Array<{ lookupId: number }>; steps: Array<{ step: string; forced: boolean }> } }>(
    staff,
    '{ maintenanceLookups { outcomes { lookupId code } activities { lookupId } steps { step forced } } }',
  ).then((result) => result.maintenanceLookups);

const employees = () => data<{ fieldEmployees: Array<{ employeeId: number }> }>(staff, '{ fieldEmployees(area: OM_APPLICATIONS) { employeeId } }').then((result) => result.fieldEmployees);

describe('station search', () => {
  it('answers one short page of the stations whose code or name holds the text, capped whatever the caller asks', async () => {
    type Stations = { maintenanceLookups: { stations: Array<{ code: string }> } };
    const every = (await data<Stations>(staff, '{ maintenanceLookups { stations { code } } }')).maintenanceLookups.stations;
    const code = every[every.length - 1]!.code;
    const SEARCH = 'query S($text: String, $first: Int) { maintenanceLookups { stations(text: $text, first: $first) { code } } }';
    const found = (await data<Stations>(staff, SEARCH, { text: ` ${code.toLowerCase()} ` })).maintenanceLookups.stations;
    expect(found.map((station) => station.code)).toContain(code);
    expect(found.length).toBeLessThan(every.length);
    harness.upstream.reset();
    // The utility refuses a page size past its own maximum: an uncapped `first` would fail here.
    expect((await data<Stations>(staff, SEARCH, { first: 1000 })).maintenanceLookups.stations).toHaveLength(Math.min(every.length, SEARCH_MAX));
    expect(harness.upstream.count('/Element/GetList')).toBe(1);
    expect((await data<Stations>(staff, SEARCH, { first: 2 })).maintenanceLookups.stations).toHaveLength(2);
  });
});

describe('sorted maintenance lists', () => {
  it('pass their sort upstream: oldest first by number, and by priority or location', async () => {
    const ids = (edges: Array<{ node: Record<string, unknown> }>, key: string) => edges.map(({ node }) => node[key]);
    const result = await data<Record<string, { edges: Array<{ node: Record<string, unknown> }> }>>(
      staff,
      `{ newest: jobCards(first: 5) { edges { node { jobCardId } } }
         oldest: jobCards(first: 5, sort: { field: NUMBER }) { edges { node { jobCardId } } }
         urgent: problemLogs(first: 5, sort: { field: PRIORITY, descending: true }) { edges { node { priority } } }
         located: investigations(first: 5, sort: { field: REPORTED_ON }) { edges { node { reportedOn } } } }`,
    );
    const oldest = ids(result['oldest']?.edges ?? [], 'jobCardId') as number[];
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect(oldest[0]).toBeLessThan((ids(result['newest']?.edges ?? [], 'jobCardId') as number[])[0] ?? 0);
    expect(ids(result['urgent']?.edges ?? [], 'priority')[0]).toBe('URGENT');
    const reported = ids(result['located']?.edges ?? [], 'reportedOn') as string[];
    expect(reported).toEqual([...reported].sort());
  });
});

describe('job card lists', () => {
  it('pages cards with their elements through one element batch and one lookups call', async () => {
    harness.upstream.reset();
    const result = await data<{ jobCards: { totalCount: number; edges: Array<{ node: Card }> } }>(staff, `{ jobCards(first: 25) { totalCount edges { node { ${CARD_FIELDS.replace(/manpower.*$/, '')} } } } }`);
    expect(result.jobCards.totalCount).toBeGreaterThanOrEqual(30);
    expect(result.jobCards.edges).toHaveLength(25);
    expect(result.jobCards.edges.some(({ node }) => node.station !== null)).toBe(true);
    expect(harness.upstream.count('/element/getitems')).toBeLessThanOrEqual(1);
    expect(harness.upstream.count('/jobcard/getlookups')).toBeLessThanOrEqual(1);
    const closed = await data<{ jobCards: { edges: Array<{ node: Card }> } }>(staff, `{ jobCards(first: 50, filter: { step: CLOSED }) { edges { node { step outcome { code } } } } }`);
    expect(closed.jobCards.edges.every(({ node }) => node.step === 'CLOSED' && node.outcome !== null)).toBe(true);
    const steps = await lookups();
    expect(steps.steps.filter((step) => step.forced).map((step) => step.step)).toEqual(['ASSIGNED', 'REFERRED']);
  });

  it('is for employees with the O&M flag; node answers null to others', async () => {
    const denied = await field.graphql('{ jobCards(first: 1) { totalCount } }');
    expect(denied.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const card = await newCard();
    for (const viewer of [field, maria]) {
      expect((await data<{ node: unknown }>(viewer, 'query N($id: ID!) { node(id: $id) { id } }', { id: card.id })).node).toBeNull();
    }
    const own = await data<{ node: { number: string } }>(staff, 'query N($id: ID!) { node(id: $id) { ... on JobCard { number } } }', { id: card.id });
    expect(own.node.number).toBe(card.number);
  });
});

describe('investigations and element job cards', () => {
  it('lists investigations with their complain types and an element\'s job cards', async () => {
    const result = await data<{ investigations: { totalCount: number; edges: Array<{ node: { number: string; status: string; complainType: { name: string } } }> } }>(
      staff,
      '{ investigations(first: 5, filter: { status: OPEN }) { totalCount edges { node { number status complainType { name } } } } }',
    );
    expect(result.investigations.totalCount).toBeGreaterThan(0);
    expect(result.investigations.edges.every(({ node }) => node.status === 'OPEN' && /^INV-\d{6}$/.test(node.number) && node.complainType.name !== '')).toBe(true);
    const cards = await data<{ jobCards: { edges: Array<{ node: { element: { id: string } | null } }> } }>(staff, '{ jobCards(first: 50) { edges { node { element { id } } } } }');
    const elementId = cards.jobCards.edges.find(({ node }) => node.element !== null)?.node.element?.id;
    const element = await data<{ node: { jobCards: { totalCount: number; edges: Array<{ node: { element: { id: string } } }> } } }>(
      staff,
      'query E($id: ID!) { node(id: $id) { ... on Element { jobCards(first: 20) { totalCount edges { node { element { id } } } } } } }',
      { id: elementId },
    );
    expect(element.node.jobCards.totalCount).toBeGreaterThan(0);
    expect(element.node.jobCards.edges.every(({ node }) => node.element.id === elementId)).toBe(true);
  });
});

describe('job card rules as user errors', () => {
  it('needs a workflow employee on forced steps and a different one to refer (002 §4)', async () => {
    const card = await newCard();
    const [first, second] = await employees();
    const refused = await mutate('changeJobCardStep', 'ChangeJobCardStepInput', { jobCardId: card.id, step: 'ASSIGNED' });
    expect(refused.userErrors).toEqual([{ code: 'WORKFLOW_EMPLOYEE_REQUIRED', field: 'employeeId', message: 'Choose the workflow employee: this step needs one' }]);
    const assigned = await mutate('changeJobCardStep', 'ChangeJobCardStepInput', { jobCardId: card.id, step: 'ASSIGNED', employeeId: first?.employeeId });
    expect(assigned.jobCard).toMatchObject({ step: 'ASSIGNED', workflowEmployeeId: first?.employeeId });
    const same = await mutate('changeJobCardStep', 'ChangeJobCardStepInput', { jobCardId: card.id, step: 'REFERRED', employeeId: first?.employeeId });
    expect(same.userErrors[0]?.code).toBe('SAME_EMPLOYEE');
    const referred = await mutate('changeJobCardStep', 'ChangeJobCardStepInput', { jobCardId: card.id, step: 'REFERRED', employeeId: second?.employeeId });
    expect(referred.jobCard?.step).toBe('REFERRED');
  });

  it('closes with Problem Found only with an activity, localized, and keeps closed cards read-only (002 §5)', async () => {
    const card = await newCard();
    const [employee] = await employees();
    await mutate('changeJobCardStep', 'ChangeJobCardStepInput', { jobCardId: card.id, step: 'ASSIGNED', employeeId: employee?.employeeId });
    await mutate('changeJobCardStep', 'ChangeJobCardStepInput', { jobCardId: card.id, step: 'IN_PROGRESS' });
    const { outcomes, activities } = await lookups();
    const problemFound = outcomes.find((outcome) => outcome.code === 'PROBLEM_FOUND')?.lookupId;
    const greek = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'el' });
    const refused = await mutate('closeJobCard', 'CloseJobCardInput', { jobCardId: card.id, outcomeId: problemFound }, greek);
    expect(refused.userErrors).toEqual([{ code: 'MAINTENANCE_ACTIVITY_REQUIRED', field: 'activityId', message: 'Το αποτέλεσμα «Βρέθηκε πρόβλημα» απαιτεί εργασία συντήρησης' }]);
    const closed = await mutate('closeJobCard', 'CloseJobCardInput', { jobCardId: card.id, outcomeId: problemFound, activityId: activities[0]?.lookupId });
    expect(closed.jobCard).toMatchObject({ step: 'CLOSED', outcome: { code: 'PROBLEM_FOUND' } });
    const edit = await mutate('saveJobCard', 'SaveJobCardInput', { jobCardId: card.id, startsAt: '2026-11-01T08:00:00Z' });
    expect(edit.userErrors[0]?.code).toBe('NOT_EDITABLE');
    const endBefore = await mutate('saveJobCard', 'SaveJobCardInput', { startsAt: '2026-11-02T08:00:00Z', endsAt: '2026-11-01T08:00:00Z' });
    expect(endBefore.userErrors[0]).toMatchObject({ code: 'END_BEFORE_START', field: 'endsAt' });
  });

  it('allocates manpower and stores, refusing more than on hand', async () => {
    const card = await newCard();
    const [employee] = await employees();
    const staffed = await mutate('addJobCardManpower', 'AddJobCardManpowerInput', { jobCardId: card.id, employeeId: employee?.employeeId, workDate: '2026-11-01', hours: 4, overtimeHours: 1 });
    expect(staffed.jobCard).toMatchObject({ actualHours: 5, manpower: [{ employeeId: employee?.employeeId, hours: 4 }] });
    const badHours = await mutate('addJobCardManpower', 'AddJobCardManpowerInput', { jobCardId: card.id, employeeId: employee?.employeeId, workDate: '2026-11-01', hours: 30 });
    expect(badHours.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'hours' });
    const stock = await data<{ stockItems: { edges: Array<{ node: { stockItemId: number; quantityOnHand: number } }> } }>(staff, '{ stockItems(first: 50, warehouseId: 1) { edges { node { stockItemId quantityOnHand } } } }');
    const material = stock.stockItems.edges.map(({ node }) => node).find((node) => node.quantityOnHand >= 2);
    if (!material) throw new Error('no stock');
    const tooMuch = await mutate('addJobCardStoreItem', 'AddJobCardStoreItemInput', { jobCardId: card.id, stockItemId: material.stockItemId, quantity: material.quantityOnHand + 1 });
    expect(tooMuch.userErrors[0]).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'quantity' });
    const issued = await mutate('addJobCardStoreItem', 'AddJobCardStoreItemInput', { jobCardId: card.id, stockItemId: material.stockItemId, quantity: 2 });
    expect(issued.jobCard?.storeAllocations).toMatchObject([{ stockItemId: material.stockItemId, quantity: 2 }]);
    const removed = await mutate('removeJobCardAllocation', 'RemoveJobCardAllocationInput', { jobCardId: card.id, kind: 'STORES', allocationId: issued.jobCard?.storeAllocations[0]?.allocationId });
    expect(removed.jobCard?.storeAllocations).toEqual([]);
  });

  it('raises a job card from a problem log and lists it under the log', async () => {
    const logs = await data<{ problemLogs: { edges: Array<{ node: { id: string; number: string; jobCardCount: number; element: { code: string } } }> } }>(
      staff,
      '{ problemLogs(first: 5, filter: { status: OPEN }) { edges { node { id number jobCardCount element { code } } } } }',
    );
    const log = logs.problemLogs.edges[0]?.node;
    if (!log) throw new Error('no problem log');
    const raised = await mutate('raiseJobCard', 'RaiseJobCardInput', { originId: log.id });
    expect(raised.jobCard).toMatchObject({ step: 'REGISTERED', element: { code: log.element.code } });
    const after = await data<{ node: { jobCardCount: number; jobCards: { totalCount: number; edges: Array<{ node: { number: string } }> } } }>(
      staff,
      'query N($id: ID!) { node(id: $id) { ... on ProblemLog { jobCardCount jobCards(first: 10) { totalCount edges { node { number } } } } } }',
      { id: log.id },
    );
    expect(after.node.jobCardCount).toBe(log.jobCardCount + 1);
    expect(after.node.jobCards.edges.map(({ node }) => node.number)).toContain(raised.jobCard?.number);
  });
});

describe('investigation and problem log filters', () => {
  it('filters investigations by station and text, and problem logs by station and status', async () => {
    type Node = { number: string; status: string; element: { id: string; station: { id: string } | null } | null };
    const fields = 'totalCount edges { node { number status element { id station { id } } } }';
    const all = await data<{ investigations: { totalCount: number; edges: Array<{ node: Node }> } }>(staff, `{ investigations(first: 100) { ${fields} } }`);
    const sample = all.investigations.edges.find(({ node }) => node.element !== null)?.node;
    const stationId = sample?.element?.station?.id ?? sample?.element?.id;
    if (!sample || !stationId) throw new Error('no investigation with an element');
    const inStation = (node: Node) => node.element !== null && (node.element.id === stationId || node.element.station?.id === stationId);
    const byStation = await data<{ investigations: { totalCount: number; edges: Array<{ node: Node }> } }>(staff, `query Q($s: ID) { investigations(first: 100, filter: { stationId: $s }) { ${fields} } }`, { s: stationId });
    expect(byStation.investigations.totalCount).toBeGreaterThan(0);
    expect(byStation.investigations.totalCount).toBeLessThan(all.investigations.totalCount);
    expect(byStation.investigations.edges.every(({ node }) => inStation(node))).toBe(true);
    const byText = await data<{ investigations: { totalCount: number; edges: Array<{ node: Node }> } }>(staff, `query Q($t: String) { investigations(first: 5, filter: { text: $t }) { ${fields} } }`, { t: sample.number });
    expect(byText.investigations.edges.map(({ node }) => node.number)).toEqual([sample.number]);
    const logs = await data<{ problemLogs: { totalCount: number; edges: Array<{ node: Node }> } }>(
      staff,
      `query Q($s: ID) { problemLogs(first: 100, filter: { stationId: $s, status: OPEN }) { ${fields} } }`,
      { s: stationId },
    );
    expect(logs.problemLogs.edges.every(({ node }) => node.status === 'OPEN' && inStation(node))).toBe(true);
    const bad = await staff.graphql('{ investigations(first: 1, filter: { stationId: "nope" }) { totalCount } }');
    expect(bad.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('changing an investigation of a maintenance application', () => {
  it('keeps its application when none is given again', async () => {
    type Node = { id: string; source: string; portalApplicationId: number | null; location: string; complainType: { lookupId: number } };
    const list = await data<{ investigations: { edges: Array<{ node: Node }> } }>(
      staff,
      '{ investigations(first: 100, filter: { status: OPEN }) { edges { node { id source portalApplicationId location complainType { lookupId } } } } }',
    );
    const item = list.investigations.edges.map(({ node }) => node).find((node) => node.source === 'APPLICATION');
    if (!item) throw new Error('no open investigation of an application');
    const result = await data<{ saveInvestigation: { investigation: Node | null; userErrors: Array<{ code: string }> } }>(
      staff,
      'mutation M($input: SaveInvestigationInput!) { saveInvestigation(input: $input) { investigation { id source portalApplicationId location complainType { lookupId } } userErrors { code } } }',
      { input: { investigationId: item.id, source: 'APPLICATION', location: `${item.location} (checked)`, complainTypeId: item.complainType.lookupId, findings: 'Gateway test findings' } },
    );
    expect(result.saveInvestigation.userErrors).toEqual([]);
    expect(result.saveInvestigation.investigation).toMatchObject({ source: 'APPLICATION', portalApplicationId: item.portalApplicationId, location: `${item.location} (checked)` });
  });
});
