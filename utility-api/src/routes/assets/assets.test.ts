import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentItem, AssetItem } from '../../store/assets.ts';
import type { PropertyValue } from '../../store/elementProperties.ts';
import type { PvParkItem } from '../../store/pvParks.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let staff: string;
let maria: string;
let field: string;

type Answer<T> = T & { status: number; text: string; errors?: Array<{ field: string; text: string }> };
const call = async <T = object>(path: string, body: object, cookie = staff, language = 'en') =>
  (await post(app, path, body, { cookie, 'accept-language': language })).body as Answer<T>;
const list = (body: object = {}) => call<{ total: number; items: AssetItem[] }>('/Asset/GetList', body);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await buildTestApi();
  [staff, maria, field] = await Promise.all([signIn(app, 'staff@demo.test'), signIn(app, 'maria@demo.test'), signIn(app, 'field@demo.test')]);
});
afterAll(() => app.close());

describe('access', () => {
  it('refuses customers and the field worker (no assetRegister / elementProperties), and visitors', async () => {
    for (const path of ['/Asset/GetList', '/ElementProperty/GetValues', '/PvPark/GetList', '/AssetAssessment/Save', '/PvPark/Save']) {
      for (const cookie of [maria, field]) {
        const answer = await post(app, path, { ElementId: 1, AssetId: 1 }, { cookie });
        expect([path, answer.statusCode, answer.body.status]).toEqual([path, 403, 4]);
      }
      expect((await post(app, path, {})).statusCode).toBe(401);
    }
  });
});

describe('asset register', () => {
  it('lists seeded assets with their current condition, filtered and sorted', async () => {
    const all = await list({ Options: { PageSize: 100 } });
    expect(all.total).toBeGreaterThan(100);
    const numbers = all.items.map((item) => item.assetNumber);
    expect(numbers).toEqual([...numbers].sort());
    const pumps = await list({ Category: 'pump', Options: { PageSize: 100 } });
    expect(pumps.total).toBeGreaterThan(0);
    expect(pumps.items.every((item) => item.category === 'pump')).toBe(true);
    const poor = await list({ ConditionGrade: 4, Options: { PageSize: 100 } });
    expect(poor.items.every((item) => item.conditionGrade === 4)).toBe(true);
    const overdue = await list({ Overdue: true, Options: { PageSize: 100 } });
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.items.every((item) => item.status !== 'retired' && (item.nextDueOn === null || item.nextDueOn < today()))).toBe(true);
    const notOverdue = await list({ Overdue: false });
    expect(notOverdue.total + overdue.total).toBe(all.total);
    const byCriticality = await list({ Sort: 'criticality', Descending: true, Options: { PageSize: 50 } });
    const grades = byCriticality.items.map((item) => item.criticality);
    expect(grades).toEqual([...grades].sort((a, b) => b - a));
    const first = all.items[0]!;
    const station = await list({ StationId: first.stationId ?? first.elementId, Options: { PageSize: 100 } });
    expect(station.items.map((item) => item.assetId)).toContain(first.assetId);
    const text = await list({ Text: first.assetNumber.toLowerCase() });
    expect(text.items.map((item) => item.assetId)).toEqual([first.assetId]);
    const items = await call<{ items: AssetItem[] }>('/Asset/GetItems', { Ids: [999_999, first.assetId] });
    expect(items.items).toEqual([first]);
  });

  it('validates a new asset with localized errors by field, then creates, retires and deletes it', async () => {
    const refused = await call('/Asset/Save', { AssetNumber: ' ', Category: 'rocket', ElementId: 999_999, Criticality: 9, PurchaseCost: 12.345, InstalledOn: '2999-01-01' });
    expect(refused.status).toBe(1);
    expect(refused.errors?.map((error) => error.field).sort()).toEqual(['AssetNumber', 'Category', 'Criticality', 'Description', 'ElementId', 'InstalledOn', 'PurchaseCost', 'Status'].sort());
    const greek = await call('/Asset/Save', { Description: 'x' }, staff, 'el');
    expect(greek.errors?.find((error) => error.field === 'AssetNumber')?.text).toBe('Υποχρεωτικό πεδίο');
    const [existing] = (await list()).items;
    const duplicate = await call('/Asset/Save', { AssetNumber: existing!.assetNumber, Description: 'Spare pump', Category: 'pump', ElementId: existing!.elementId, Status: 'standby', Criticality: 2 });
    expect(duplicate.errors).toEqual([{ field: 'AssetNumber', problem: 'duplicateNumber', text: 'Another asset already has this number' }]);
    const created = await call<{ item: AssetItem }>('/Asset/Save', {
      AssetNumber: 'AST-TEST-1', Description: 'Spare pump', Category: 'pump', ElementId: existing!.elementId, Status: 'standby', Criticality: 2, PurchaseCost: 1234.5,
    });
    expect(created.item).toMatchObject({ assetNumber: 'AST-TEST-1', purchaseCost: 1234.5, conditionGrade: null, assessmentOverdue: true, assessmentCount: 0 });
    const retired = await call<{ item: AssetItem }>('/Asset/Save', { ...created.item, AssetId: created.item.assetId, AssetNumber: 'AST-TEST-1', Description: 'Spare pump', Category: 'pump', ElementId: existing!.elementId, Status: 'retired', Criticality: 2 });
    expect(retired.item).toMatchObject({ status: 'retired', assessmentOverdue: false });
    expect((await call('/Asset/Delete', { AssetId: created.item.assetId })).status).toBe(0);
    expect((await call('/Asset/Delete', { AssetId: created.item.assetId })).text).toBe('Asset not found');
  });

  it('records condition assessments: the latest is the asset\'s condition', async () => {
    const [asset] = (await list({ Status: 'inService' })).items;
    const refused = await call('/AssetAssessment/Save', { AssetId: asset!.assetId, AssessedOn: '2999-01-01', ConditionGrade: 0, PerformanceGrade: 6, NextDueOn: '2000-01-01' });
    expect(refused.errors?.map((error) => error.field).sort()).toEqual(['AssessedOn', 'ConditionGrade', 'NextDueOn', 'PerformanceGrade']);
    const early = await call('/AssetAssessment/Save', { AssetId: asset!.assetId, AssessedOn: today(), ConditionGrade: 2, PerformanceGrade: 2, NextDueOn: today() });
    expect(early.errors).toEqual([{ field: 'NextDueOn', problem: 'dueBeforeAssessment', text: 'The next assessment must be due after this assessment' }]);
    const saved = await call<{ assessment: AssessmentItem; item: AssetItem }>('/AssetAssessment/Save', {
      AssetId: asset!.assetId, AssessedOn: today(), ConditionGrade: 5, PerformanceGrade: 4, RemainingLifeYears: 1, Remarks: ' Cracked casing ', NextDueOn: '2099-01-01',
    });
    expect(saved.assessment).toMatchObject({ conditionGrade: 5, remarks: 'Cracked casing', assessorName: expect.any(String) });
    expect(saved.item).toMatchObject({ conditionGrade: 5, lastAssessedOn: today(), nextDueOn: '2099-01-01', assessmentOverdue: false });
    const history = await call<{ total: number; items: AssessmentItem[] }>('/AssetAssessment/GetList', { AssetId: asset!.assetId });
    expect(history.items[0]?.assessmentId).toBe(saved.assessment.assessmentId);
    const removed = await call<{ item: AssetItem }>('/AssetAssessment/Delete', { AssessmentId: saved.assessment.assessmentId });
    expect(removed.item.assessmentCount).toBe(history.total - 1);
    expect(removed.item.conditionGrade).toBe(asset!.conditionGrade);
  });
});

describe('element properties', () => {
  it('answers typed properties and validates values by type, saving nothing on a refusal', async () => {
    const elements = (await call<{ items: Array<{ elementId: number; typeCode: string; name: string }> }>('/Element/GetList', { TypeIds: [], Text: 'VLV-', Options: { PageSize: 1 } })).items;
    const valve = elements[0]!;
    const properties = (await call<{ items: PropertyValue[] }>('/ElementProperty/GetValues', { ElementId: valve.elementId })).items;
    const diameter = properties.find((property) => property.name === 'Diameter')!;
    const material = properties.find((property) => property.name === 'Material')!;
    expect(diameter).toMatchObject({ type: 1, unit: 'mm', isMandatory: true });
    expect(material.items.length).toBeGreaterThan(2);
    const refused = await call('/ElementProperty/SaveValues', {
      ElementId: valve.elementId, Name: 'Renamed valve',
      Values: [{ DefinitionId: diameter.definitionId, Value: '1000000000' }, { DefinitionId: material.definitionId, Value: '99' }],
    });
    expect(refused.errors).toEqual([
      { field: `Values[${diameter.definitionId}]`, problem: 'integer', text: 'Enter a whole number from 0 to 999,999,999' },
      { field: `Values[${material.definitionId}]`, problem: 'lookup', text: 'Choose a value from the list' },
    ]);
    const mandatory = await call('/ElementProperty/SaveValues', { ElementId: valve.elementId, Values: [{ DefinitionId: diameter.definitionId, Value: '' }] }, staff, 'ru');
    expect(mandatory.errors?.[0]?.text).toBe('Обязательное поле');
    const unchanged = (await call<{ items: PropertyValue[] }>('/ElementProperty/GetValues', { ElementId: valve.elementId })).items;
    expect(unchanged).toEqual(properties);
    const saved = await call<{ items: PropertyValue[] }>('/ElementProperty/SaveValues', {
      ElementId: valve.elementId, Name: 'Renamed valve', Status: 'inactive',
      Values: [{ DefinitionId: diameter.definitionId, Value: '250' }, { DefinitionId: material.definitionId, Value: String(material.items[0]!.itemId) }],
    });
    expect(saved.items.find((property) => property.definitionId === diameter.definitionId)?.value).toBe('250');
    expect(saved.items.find((property) => property.definitionId === material.definitionId)?.displayValue).toBe(material.items[0]!.name);
    const element = (await call<{ items: Array<{ name: string; status: string }> }>('/Element/GetItems', { Ids: [valve.elementId] })).items[0];
    expect(element).toMatchObject({ name: 'Renamed valve', status: 'inactive' });
  });
});

describe('photovoltaic parks', () => {
  const park = {
    Name: 'Test Solar Park', LicenceNumber: 'PV-TEST-0001', Operator: 'Test Energy Ltd', InstalledCapacityKwp: 1500.5, ExportCapacityKw: 1200,
    ConnectionVoltage: 'mv11', Town: 'Paphos', Latitude: 34.77, Longitude: 32.42, CommissionedOn: '2024-05-01', Status: 'operating',
    ContactPhone: '26123456', ContactEmail: 'ops@test.example',
  };

  it('validates, creates, finds, updates and deletes a park', async () => {
    const refused = await call('/PvPark/Save', { ...park, ExportCapacityKw: 2000, ConnectionVoltage: 'hv', ContactPhone: '12345', ContactEmail: 'x@', CommissionedOn: null, InstalledCapacityKwp: 1_000_000_000 });
    expect(refused.errors?.map((error) => error.field).sort()).toEqual(['CommissionedOn', 'ConnectionVoltage', 'ContactEmail', 'ContactPhone', 'InstalledCapacityKwp']);
    const above = await call('/PvPark/Save', { ...park, ExportCapacityKw: 2000 });
    expect(above.errors).toEqual([{ field: 'ExportCapacityKw', problem: 'exportAboveInstalled', text: 'The export capacity cannot exceed the installed capacity' }]);
    const created = await call<{ item: PvParkItem }>('/PvPark/Save', park);
    expect(created.item).toMatchObject({ name: 'Test Solar Park', installedCapacityKwp: 1500.5, connectionVoltage: 'mv11', status: 'operating' });
    const duplicate = await call('/PvPark/Save', { ...park, LicenceNumber: 'pv-test-0001' });
    expect(duplicate.errors?.[0]?.field).toBe('LicenceNumber');
    const found = await call<{ total: number; items: PvParkItem[] }>('/PvPark/GetList', { Text: 'test solar' });
    expect(found.items.map((item) => item.parkId)).toEqual([created.item.parkId]);
    const seeded = await call<{ total: number }>('/PvPark/GetList', { Status: 'operating' });
    expect(seeded.total).toBeGreaterThan(1);
    const updated = await call<{ item: PvParkItem }>('/PvPark/Save', { ...park, ParkId: created.item.parkId, Status: 'decommissioned' });
    expect(updated.item.status).toBe('decommissioned');
    expect((await call('/PvPark/Delete', { ParkId: created.item.parkId })).status).toBe(0);
    expect((await call<{ items: PvParkItem[] }>('/PvPark/GetItems', { Ids: [created.item.parkId] })).items).toEqual([]);
  });
});
