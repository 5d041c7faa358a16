import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_VALUES } from './testing/fixtureFamilies.ts';
import { FAMILY_STATUS } from './refusals.ts';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';

let api: FamilyTestApi;
beforeAll(async () => {
  api = await familyTestApi();
});
afterAll(() => api.app.close());

const save = (body: object, cookie = api.maria, language = 'en') => api.call(cookie, '/FamilyApplication/Save', { Code: 'testPermit', ...body }, language);
const item = async (id: number, cookie = api.maria) =>
  ((await api.call(cookie, '/FamilyApplication/GetItem', { PortalApplicationId: id })) as { item: { stage: string; values: Record<string, string>; editable: boolean } }).item;

describe('/FamilyApplication/Save', () => {
  it('keeps an incomplete draft, as a Draft application with one slot per document', async () => {
    const answer = await save({ Values: { fullName: 'Maria Georgiou' } });
    expect(answer).toMatchObject({ status: 0 });
    const id = answer.id as number;
    expect(await item(id)).toMatchObject({ stage: 'SAVED', editable: true, values: { fullName: 'Maria Georgiou' } });
    const application = (await api.call(api.maria, '/Application/GetItem', { Value: id })) as { item: Record<string, unknown> };
    expect(application.item).toMatchObject({ applicationType: 49, typeName: 'Test permit', name: 'Test permit', status: 7, statusName: 'Draft' });
    const slots = (await api.call(api.maria, '/ApplicationAttachment/GetItems', { PortalApplicationId: id })) as { items: Array<Record<string, unknown>> };
    expect(slots.items.map((slot) => [slot.name, slot.isMandatory, slot.fileName])).toEqual([['sitePlan', true, null], ['photo', false, null]]);
  });

  it('refuses malformed values and unknown paths, path by path, in the request language', async () => {
    const answer = await save({ Values: { startDate: '2026-02-30', volume: '9000', nowhere: 'x', 'vehicles.0.registration': '12' } });
    expect(answer).toEqual({
      status: FAMILY_STATUS.rulesRefused,
      text: 'Some values need attention',
      problems: [{ path: 'nowhere', code: 'unknownField', message: 'This field is not part of the application' }],
    });
    const greek = await save({ Values: { startDate: '2026-02-30', volume: '9000', 'vehicles.0.registration': '12' } }, api.maria, 'el');
    expect(greek.status).toBe(FAMILY_STATUS.rulesRefused);
    expect(greek.problems).toEqual([
      { path: 'startDate', code: 'invalidDate', message: expect.stringMatching(/ηη\/μμ\/εεεε|ημερομηνία/i) },
      { path: 'volume', code: 'outOfRange', message: expect.stringContaining('5000') },
      { path: 'vehicles.0.registration', code: 'vehicleRegistrationFormat', message: expect.any(String) },
    ]);
    expect(await save({ Values: {}, RemovedItems: ['trucks.0'] })).toMatchObject({ status: FAMILY_STATUS.rulesRefused, problems: [{ path: 'trucks.0', code: 'unknownField' }] });
  });

  it('updates values, clears empty ones and renumbers the items after a removed one', async () => {
    const { id } = (await save({ Values: { fullName: 'A', ownWell: 'no', 'vehicles.0.registration': 'AAA111', 'vehicles.1.registration': 'BBB222', 'vehicles.2.registration': 'CCC333' } })) as { id: number };
    expect(await save({ PortalApplicationId: id, Values: { ownWell: '', fullName: 'B' }, RemovedItems: ['vehicles.0'] })).toEqual({ status: 0, text: '', id });
    expect((await item(id)).values).toEqual({ fullName: 'B', 'vehicles.0.registration': 'BBB222', 'vehicles.1.registration': 'CCC333' });
  });

  it('keeps an address of each group item under its four-part path, moved up with its item', async () => {
    const depot = (index: number, street: string) => ({ [`vehicles.${index}.depot.street`]: street, [`vehicles.${index}.depot.postcode`]: '3011', [`vehicles.${index}.depot.city`]: 'Limassol' });
    const { id } = (await save({ Values: { 'vehicles.0.registration': 'AAA111', ...depot(0, '1 Dock Road'), 'vehicles.1.registration': 'BBB222', ...depot(1, '2 Quay Street') } })) as { id: number };
    expect(await save({ PortalApplicationId: id, Values: {}, RemovedItems: ['vehicles.0'] })).toEqual({ status: 0, text: '', id });
    expect((await item(id)).values).toEqual({ 'vehicles.0.registration': 'BBB222', ...depot(0, '2 Quay Street') });
    expect(await save({ PortalApplicationId: id, Values: { 'vehicles.0.depot.postcode': '30', 'vehicles.0.depot.country': 'CY' } })).toMatchObject({
      status: FAMILY_STATUS.rulesRefused,
      problems: [{ path: 'vehicles.0.depot.country', code: 'unknownField' }],
    });
    expect(await save({ PortalApplicationId: id, Values: { 'vehicles.0.depot.postcode': '30' } })).toMatchObject({
      status: FAMILY_STATUS.rulesRefused,
      problems: [{ path: 'vehicles.0.depot.postcode', code: 'postcodeFormat' }],
    });
    const submitted = await api.call(api.maria, '/FamilyApplication/Submit', { PortalApplicationId: id });
    expect(submitted).toMatchObject({ status: FAMILY_STATUS.rulesRefused });
    await save({ PortalApplicationId: id, Values: { 'vehicles.0.depot.street': '' } });
    const problems = ((await api.call(api.maria, '/FamilyApplication/Submit', { PortalApplicationId: id })) as { problems: Array<{ path: string; code: string }> }).problems;
    expect(problems).toContainEqual({ path: 'vehicles.0.depot.street', code: 'required', message: expect.any(String) });
  });

  it('saves only the applicant\'s own drafts of that family, and not for employees', async () => {
    const { id } = (await save({ Values: {} })) as { id: number };
    expect(await save({ PortalApplicationId: id, Values: { fullName: 'X' } }, api.andreas)).toEqual({ status: 1, text: 'Application not found' });
    expect(await api.call(api.maria, '/FamilyApplication/Save', { Code: 'visitorNotice', PortalApplicationId: id, Values: {} })).toEqual({ status: FAMILY_STATUS.familyNotFound, text: 'Application family not found' });
    expect(await api.call(api.maria, '/FamilyApplication/Save', { Code: 'noSuch', Values: {} })).toEqual({ status: FAMILY_STATUS.familyNotFound, text: 'Application family not found' });
    expect(await save({ Values: {} }, api.staff)).toMatchObject({ status: 4 });
    expect(await api.call(null, '/FamilyApplication/Save', { Code: 'testPermit', Values: {} })).toMatchObject({ status: 3 });
  });

  it('submits only when every rule and mandatory document holds, then refuses changes', async () => {
    const { id } = (await save({ Values: { fullName: 'Maria' } })) as { id: number };
    const submit = () => api.call(api.maria, '/FamilyApplication/Submit', { PortalApplicationId: id });
    const refused = (await submit()) as { status: number; problems: Array<{ path: string; code: string }> };
    expect(refused.status).toBe(FAMILY_STATUS.rulesRefused);
    expect(refused.problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual(['startDate required', 'vehicles tooFewItems', 'documents.sitePlan documentMissing']);
    await save({ PortalApplicationId: id, Values: COMPLETE_VALUES });
    expect(((await submit()) as { problems: Array<{ path: string }> }).problems.map((problem) => problem.path)).toEqual(['documents.sitePlan']);
    expect(await api.upload(api.maria, id, 'sitePlan')).toEqual({ status: 0, text: '' });
    expect(await submit()).toEqual({ status: 0, text: '', stage: 'SUBMITTED' });
    expect(await item(id)).toMatchObject({ stage: 'SUBMITTED', editable: false });
    expect(((await api.call(api.maria, '/Application/GetItem', { Value: id })) as { item: { status: number } }).item.status).toBe(1);

    expect(await save({ PortalApplicationId: id, Values: { fullName: 'Changed' } })).toEqual({ status: FAMILY_STATUS.notEditable, text: 'This application can no longer be changed' });
    expect(await submit()).toEqual({ status: FAMILY_STATUS.actionNotAllowed, text: 'This action is not possible at this stage of the application' });
    expect(await api.upload(api.maria, id, 'photo')).toEqual({ status: 1, text: 'The documents of this application can no longer be changed' });
    const slot = await api.slotOf(api.maria, id, 'sitePlan');
    expect(await api.call(api.maria, '/ApplicationAttachment/DeleteAttachment', { value: slot.attachmentId })).toEqual({
      status: 1,
      text: 'The documents of this application can no longer be changed',
    });
    expect((await api.slotOf(api.maria, id, 'sitePlan')).fileName).toBe('sitePlan.pdf');
    expect(await api.call(api.andreas, '/FamilyApplication/Submit', { PortalApplicationId: id })).toEqual({ status: 1, text: 'Application not found' });
  });
});
