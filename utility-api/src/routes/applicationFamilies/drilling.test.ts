import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFamilySamples, loadFamilySources } from '../../families/loadSources.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import { fakeClock } from '../../testing/fakeClock.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import type { FastifyInstance } from 'fastify';

// The drilling family (definitions/drilling.json) on the demo data: plots looked up in the demo cadastre
// (seed/cadastre.ts), the register of licensed drillers (seed/familyApplications.ts), plots an employee
// validates before APPROVE, and the drilling point locked within 5 m after submission.

const SAMPLE = loadFamilySamples().get('drilling')!;
/** Plot 101 of Strovolos 21/40 spans 33.3452–33.3459 E, 35.1341–35.1346 N; 103 lies two plots east. */
const OUTSIDE = '35.1343500,33.3475000';

let app: FastifyInstance;
let maria: string;
let andreas: string;
let staff: string;
beforeAll(async () => {
  app = await buildTestApi({ families: loadFamilySources(), clock: fakeClock(new Date('2026-11-27T08:00:00Z')).now });
  [maria, andreas, staff] = (await Promise.all([DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL].map((login) => signIn(app, login)))) as [string, string, string];
});
afterAll(() => app.close());

const call = async (cookie: string, url: string, body: object = {}, language = 'en') => (await post(app, url, body, { cookie, 'accept-language': language })).body as Record<string, unknown>;

async function draft(values: Record<string, string> = SAMPLE): Promise<number> {
  const answer = await call(maria, '/FamilyApplication/Save', { Code: 'drilling', Values: values });
  expect(answer).toMatchObject({ status: 0 });
  const id = answer.id as number;
  const { items } = (await call(maria, '/ApplicationAttachment/GetItems', { PortalApplicationId: id })) as { items: Array<{ name: string; attachmentId: number }> };
  for (const slot of items.filter((candidate) => ['titleDeed', 'sitePlan'].includes(candidate.name))) {
    const form = new FormData();
    form.append('attachmentId', String(slot.attachmentId));
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n'))]), `${slot.name}.pdf`);
    await app.inject({ method: 'POST', url: '/ApplicationAttachment/Update', headers: { cookie: maria }, body: form });
  }
  return id;
}
const submit = (id: number) => call(maria, '/FamilyApplication/Submit', { PortalApplicationId: id });
const decide = (id: number, Action: string, Comment?: string) => call(staff, '/FamilyApplication/Decide', { PortalApplicationId: id, Action, ...(Comment ? { Comment } : {}) });
const decideItem = (id: number, Item: string, Decision: string, Reason?: string, cookie = staff) =>
  call(cookie, '/FamilyApplication/DecideItem', { PortalApplicationId: id, Item, Decision, ...(Reason ? { Reason } : {}) });
const problems = (answer: Record<string, unknown>) => (answer.problems as Array<{ path: string; code: string; message: string }>).map(({ path, code, message }) => ({ path, code, message }));

describe('/Cadastre/GetPlot', () => {
  const plot = (PlotNumber: string, language = 'en', Municipality = 'strovolos') =>
    call(maria, '/Cadastre/GetPlot', { District: 'nicosia', Municipality, Sheet: '21', Plan: '40', PlotNumber }, language);

  it('answers a plot\'s area as GeoJSON with its size', async () => {
    const answer = (await plot('101')) as { item: { reference: string; geometry: { type: string }; areaSquareMetres: number } };
    expect(answer.item.reference).toBe('nicosia/strovolos/21/40/101');
    expect(answer.item.geometry.type).toBe('Polygon');
    // 0.0007° × 0.0005° at 35.13° N, one corner nudged: about 64 m × 52 m.
    expect(answer.item.areaSquareMetres).toBeGreaterThan(3_200);
    expect(answer.item.areaSquareMetres).toBeLessThan(3_700);
  });

  it('refuses a plot it does not hold and a record of another geometry type, in the request\'s language', async () => {
    const notFound = { status: 1, text: 'Not found on map', code: 'plotNotFound' };
    expect(await plot('100')).toEqual(notFound);
    expect(await plot('101', 'en', 'dali')).toEqual(notFound);
    expect(await plot('199')).toEqual({ status: 1, text: 'Not supported geometry type', code: 'plotGeometryUnsupported' });
    expect(await plot('199', 'ar')).toEqual({ status: 1, text: 'نوع هندسي غير مدعوم', code: 'plotGeometryUnsupported' });
    expect(await plot('1/2')).toEqual(notFound);
  });
});

describe('the drilling family', () => {
  it('offers only drillers whose licence was issued and is valid today', async () => {
    const { item } = (await call(maria, '/ApplicationFamily/GetItem', { Code: 'drilling' })) as { item: { lookups: Array<{ id: string; options: Array<{ value: string; label: string }> }> } };
    expect(item.lookups.find((lookup) => lookup.id === 'licensedDrillers')!.options).toEqual([
      { value: 'DL-2026-000001', label: 'Kyriakides Drilling Ltd (DL-2026-000001)' },
      { value: 'DL-2026-000002', label: 'Troodos Boreholes Ltd (DL-2026-000002)' },
    ]);
  });

  it('refuses an expired driller at a save, and at submit a point outside the plots and plots not in the cadastre or not drawable', async () => {
    expect(problems(await call(maria, '/FamilyApplication/Save', { Code: 'drilling', Values: { ...SAMPLE, driller: 'DL-2026-000003' } }))).toEqual([
      { path: 'driller', code: 'unknownOption', message: 'Choose one of the options' },
    ]);
    const id = await draft({ ...SAMPLE, drillingPoint: OUTSIDE, 'plots.1.plot': 'nicosia/strovolos/21/40/100', 'plots.2.plot': 'nicosia/strovolos/21/40/199', 'plots.2.ownership': 'owner' });
    expect(problems(await submit(id))).toEqual([
      { path: 'plots.1.plot', code: 'plotNotFound', message: 'Not found on map' },
      { path: 'plots.2.plot', code: 'plotGeometryUnsupported', message: 'Not supported geometry type' },
      { path: 'drillingPoint', code: 'pointOutsidePlots', message: 'Point outside plot area' },
    ]);
    const el = (await call(maria, '/FamilyApplication/Submit', { PortalApplicationId: id }, 'el')) as { problems: Array<{ message: string }> };
    expect(el.problems[2]!.message).toBe('Το σημείο είναι εκτός της έκτασης του τεμαχίου');
  });

  it('keeps APPROVE waiting until an employee validated every plot; a refused plot needs a reason', async () => {
    const id = await draft();
    expect(await submit(id)).toMatchObject({ status: 0, stage: 'SUBMITTED' });
    expect(await decide(id, 'APPROVE')).toEqual({ status: 235, text: 'Every plot must be validated before approval' });
    expect(await decideItem(id, 'plots.0', 'REFUSED')).toEqual({ status: 237, text: 'Give the reason for refusing it' });
    expect(await decideItem(id, 'plots.5', 'VALIDATED')).toEqual({ status: 236, text: 'This item does not need a decision' });
    expect(await decideItem(id, 'applicants.0', 'VALIDATED')).toEqual({ status: 236, text: 'This item does not need a decision' });
    expect(await decideItem(id, 'plots.0', 'VALIDATED', undefined, maria)).toMatchObject({ status: 4 });
    expect(await decideItem(id, 'plots.0', 'VALIDATED')).toMatchObject({ status: 0, item: 'plots.0' });
    expect(await decideItem(id, 'plots.1', 'REFUSED', 'The title deed names another owner.')).toMatchObject({ status: 0 });
    expect(await decide(id, 'APPROVE')).toMatchObject({ status: 235 });
    const { item } = (await call(maria, '/FamilyApplication/GetItem', { PortalApplicationId: id })) as { item: { itemDecisions: Array<{ item: string; decision: string; reason: string | null }> } };
    expect(item.itemDecisions.map(({ item: path, decision, reason }) => [path, decision, reason])).toEqual([
      ['plots.0', 'VALIDATED', null],
      ['plots.1', 'REFUSED', 'The title deed names another owner.'],
    ]);
    expect(await decideItem(id, 'plots.1', 'VALIDATED')).toMatchObject({ status: 0 });
    expect(await decide(id, 'APPROVE')).toMatchObject({ status: 0, stage: 'APPROVED' });
    expect(await decideItem(id, 'plots.1', 'REFUSED', 'Too late')).toEqual({ status: 231, text: 'This action is not possible at this stage of the application' });
  });

  it('after submission lets the point move up to 5 m, refuses further, and starts a new application from it', async () => {
    const id = await draft();
    await submit(id);
    await decideItem(id, 'plots.0', 'VALIDATED');
    expect(await decide(id, 'REQUEST_CHANGES', 'Please move the point away from the road.')).toMatchObject({ status: 0 });
    // A new submission asks for the plots' decisions again.
    const save = (drillingPoint: string) => call(maria, '/FamilyApplication/Save', { Code: 'drilling', PortalApplicationId: id, Values: { drillingPoint } });
    expect(await save('35.1343900,33.3455000')).toMatchObject({ status: 0 });
    const refused = await save('35.1344000,33.3455000');
    expect(problems(refused)).toEqual([{ path: 'drillingPoint', code: 'pointMovedTooFar', message: 'After submission the point can move at most 5 m: a new application is needed' }]);
    expect(await submit(id)).toMatchObject({ status: 0, stage: 'SUBMITTED' });
    const { item } = (await call(staff, '/FamilyApplication/GetItem', { PortalApplicationId: id })) as { item: { itemDecisions: unknown[] } };
    expect(item.itemDecisions).toEqual([]);

    const copy = await call(maria, '/FamilyApplication/Copy', { PortalApplicationId: id, Values: { drillingPoint: '35.1344500,33.3455000' } });
    expect(copy).toMatchObject({ status: 0 });
    const { item: copied } = (await call(maria, '/FamilyApplication/GetItem', { PortalApplicationId: copy.id })) as { item: { stage: string; values: Record<string, string> } };
    expect(copied.stage).toBe('SAVED');
    expect(copied.values).toEqual({ ...SAMPLE, drillingPoint: '35.1344500,33.3455000' });
    expect(await call(andreas, '/FamilyApplication/Copy', { PortalApplicationId: id })).toEqual({ status: 1, text: 'Application not found' });
    expect(await call(staff, '/FamilyApplication/Copy', { PortalApplicationId: id })).toEqual({ status: 1, text: 'Application not found' });
    expect(problems(await call(maria, '/FamilyApplication/Copy', { PortalApplicationId: id, Values: { drillingPoint: 'by the gate' } }))).toEqual([
      { path: 'drillingPoint', code: 'pointFormat', message: 'Enter the point as latitude, longitude in degrees (35.1234567, 33.3456789)' },
    ]);
  });
});
