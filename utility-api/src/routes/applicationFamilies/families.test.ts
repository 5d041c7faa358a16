import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';

let api: FamilyTestApi;
beforeAll(async () => {
  api = await familyTestApi();
});
afterAll(() => api.app.close());

type Items = { status: number; items: Array<{ code: string; applicationType: number; name: string; visitorAllowed: boolean; fee: unknown }> };

describe('/ApplicationFamily/GetItems and GetItem', () => {
  it('lists the enabled families in the request language, visitors only those open to them', async () => {
    const customer = (await api.call(api.maria, '/ApplicationFamily/GetItems')) as Items;
    expect(customer.items.map((item) => item.code)).toEqual(['visitorNotice', 'testPermit']);
    expect(customer.items[1]).toEqual({
      code: 'testPermit', applicationType: 49, name: 'Test permit', summary: 'A permit the tests apply for.', visitorAllowed: false,
      fee: { amount: '150.00', currency: 'EUR', payBeforeIssue: true },
    });
    const visitor = (await api.call(null, '/ApplicationFamily/GetItems', {}, 'el')) as Items;
    expect(visitor.items.map((item) => [item.code, item.name, item.fee])).toEqual([['visitorNotice', 'EL Visitor notice', null]]);
  });

  it('offers only the families the utility setting enables', async () => {
    await api.call(null, '/__dev/settings', { values: { enabledApplicationFamilies: ['testPermit'] } });
    try {
      expect(((await api.call(api.maria, '/ApplicationFamily/GetItems')) as Items).items.map((item) => item.code)).toEqual(['testPermit']);
      expect(await api.call(api.maria, '/ApplicationFamily/GetItem', { Code: 'visitorNotice' })).toEqual({ status: 1, text: 'Application family not found' });
      expect(((await api.call(null, '/Utility/GetSettings')) as { value: Record<string, unknown> }).value.enabledApplicationFamilies).toEqual(['testPermit']);
    } finally {
      await api.call(null, '/__dev/reset-settings');
    }
    expect(((await api.call(null, '/Utility/GetSettings')) as { value: Record<string, unknown> }).value.enabledApplicationFamilies).toBeNull();
  });

  it('serves a whole definition, localized, with shared lookups', async () => {
    const answer = (await api.call(api.maria, '/ApplicationFamily/GetItem', { Code: 'testPermit' }, 'el')) as { status: number; item: Record<string, unknown> };
    expect(answer.status).toBe(0);
    const item = answer.item as { steps: Array<{ title: string; guide: string; fields: Array<Record<string, unknown>>; groups: Array<Record<string, unknown>> }>; lookups: unknown[]; rules: unknown[]; issues: unknown; documents: unknown[] };
    expect(item.steps[0]?.title).toBe('EL Applicant');
    expect(item.steps[0]?.guide).toBe('EL Who applies.');
    expect(item.steps[0]?.fields[1]).toEqual({ id: 'startDate', kind: 'date', label: 'EL Start date', required: true, notBefore: '2026-01-01' });
    expect(item.steps[0]?.groups[0]).toMatchObject({ id: 'vehicles', itemLabel: 'EL Vehicle', minItems: 1, maxItems: 3 });
    expect(item.lookups[0]).toEqual({ id: 'districts', options: [{ value: 'nicosia', label: 'EL Nicosia' }, { value: 'limassol', label: 'EL Limassol' }] });
    expect(item.rules).toEqual([{ kind: 'unique', group: 'vehicles', field: 'registration' }]);
    expect(item.documents).toEqual([{ id: 'sitePlan', label: 'EL Site plan', mandatory: true }, { id: 'photo', label: 'EL Photo', mandatory: false }]);
    expect(item.issues).toEqual({ kind: 'permit', title: 'EL Test Permit', validityMonths: 12 });
    expect(await api.call(null, '/ApplicationFamily/GetItem', { Code: 'testPermit' })).toEqual({ status: 1, text: 'Application family not found' });
    expect(await api.call(api.maria, '/ApplicationFamily/GetItem', { Code: 'noSuchFamily' })).toEqual({ status: 1, text: 'Application family not found' });
  });

  it('registers each family type in the customer-service catalogue', async () => {
    const types = (await api.call(api.staff, '/Application/GetTypes', {}, 'ru')) as { items: Array<{ applicationType: number; kind: number; name: string }> };
    expect(types.items.find((type) => type.applicationType === 49)).toEqual({ applicationType: 49, kind: 1, name: 'RU Test permit' });
    expect(types.items.find((type) => type.applicationType === 21)?.name).toBe('Оценка клиента');
  });
});
