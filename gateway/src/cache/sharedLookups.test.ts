import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../testing/harness.ts';
import type { TestBrowser } from '../testing/browser.ts';

// The lookups every employee of an area (or every visitor) reads alike are kept per language in the
// shared cache (cache/sharedLookups.ts); who may read them is still decided on each request.

const EMPLOYEE_LOOKUPS = /* GraphQL */ `{
  maintenanceLookups { activities { name } steps { step } }
  banks { bankId name }
  warehouses { warehouseId name }
  stores: warehouses(kind: STORES) { warehouseId }
  elementTypes { typeId name isStation }
}`;
const EMPLOYEE_LOOKUP_CALLS = ['/jobcard/getlookups', '/bank/getlist', '/warehouse/getlist', '/element/gettypes'];
const WIZARD = /* GraphQL */ `{ newCustomerWizard {
  idTypes { idTypeId name } addressLineNames customFields { customFieldId items { itemId name } } problems { part } } }`;
/** Every read of the wizard: its lookups, address line names, custom fields and their lookup and library items. */
const isWizardCall = (call: string) => call.startsWith('/newcustomer/') || call.startsWith('/customfield/');

function inLanguage(browser: TestBrowser, language: string): TestBrowser {
  browser.cookies.set('lang', language);
  return browser;
}

describe('viewer-independent lookups in the shared cache (60 s)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());

  const send = async (browser: TestBrowser, query: string) => {
    harness.upstream.reset();
    const answer = (await browser.graphql(query)).body;
    return { answer, lookupCalls: harness.upstream.calls().filter((call) => EMPLOYEE_LOOKUP_CALLS.includes(call) || call === '/newcustomer/getlookups') };
  };

  it("answers a second employee's lookups from the cache, per language, and still refuses a customer", async () => {
    const staff = inLanguage(await harness.signedIn(DEMO_LOGINS.staff), 'en');
    const field = inLanguage(await harness.signedIn(DEMO_LOGINS.field), 'en');
    const first = await send(staff, EMPLOYEE_LOOKUPS);
    expect(first.answer.errors).toBeUndefined();
    expect(first.lookupCalls.sort()).toEqual([...EMPLOYEE_LOOKUP_CALLS, '/warehouse/getlist'].sort());

    // Another employee's warehouses, and the same employee's next page load.
    const second = await send(field, '{ warehouses { warehouseId name } stores: warehouses(kind: STORES) { warehouseId } }');
    expect(second.answer.errors).toBeUndefined();
    expect(second.lookupCalls).toEqual([]);
    expect(second.answer.data?.['warehouses']).toEqual(first.answer.data?.['warehouses']);
    const again = await send(staff, EMPLOYEE_LOOKUPS);
    expect(again.answer.errors).toBeUndefined();
    expect(again.lookupCalls).toEqual([]);
    expect(again.answer.data).toEqual(first.answer.data);

    // Another language is other names: read once for it.
    const greek = await send(inLanguage(staff, 'el'), '{ maintenanceLookups { activities { name } } }');
    expect(greek.lookupCalls).toEqual(['/jobcard/getlookups']);
    const activities = (data: typeof first.answer.data) => (data?.['maintenanceLookups'] as { activities: unknown }).activities;
    expect(activities(greek.answer.data)).not.toEqual(activities(first.answer.data));

    // The cache holds the answers, not the right to read them: an employee without the areas, a customer.
    const maria = inLanguage(await harness.signedIn(DEMO_LOGINS.maria), 'en');
    const refusals = [
      [field, '{ banks { bankId } }'],
      [field, '{ maintenanceLookups { activities { name } } }'],
      [field, '{ elementTypes { typeId } }'],
      [maria, '{ banks { bankId } }'],
      [maria, '{ warehouses { warehouseId } }'],
      [maria, '{ maintenanceLookups { activities { name } } }'],
      [maria, '{ elementTypes { typeId } }'],
      [maria, '{ elementStations { id } }'],
    ] as const;
    for (const [viewer, query] of refusals) {
      const refused = await send(viewer, query);
      expect(refused.answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect(refused.answer.data).toBeNull();
    }
  });

  it("answers a queue's application types and employees to another session from the cache, per queue, and still refuses those without the area", async () => {
    const queue = (kind: string) => `{ applicationTypes(kind: ${kind}) { applicationType name kind } queueEmployees(kind: ${kind}) { employeeId name } }`;
    const FIELD_STAFF = '{ fieldEmployees(area: OM_APPLICATIONS) { employeeId name isFieldWorker } }';
    const queueCalls = () => harness.upstream.calls().filter((call) => call === '/application/gettypes' || call === '/employee/getitems');
    const staff = inLanguage(await harness.signedIn(DEMO_LOGINS.staff), 'el');
    const first = await send(staff, queue('CUSTOMER_SERVICE'));
    expect(first.answer.errors).toBeUndefined();
    expect(queueCalls().sort()).toEqual(['/application/gettypes', '/employee/getitems']);
    const fieldStaff = await send(staff, FIELD_STAFF);
    expect(fieldStaff.answer.errors).toBeUndefined();
    expect(queueCalls()).toEqual(['/employee/getitems']);

    // The same employee's next page load and another session of an employee with the areas.
    const otherSession = inLanguage(await harness.signedIn(DEMO_LOGINS.staff), 'el');
    for (const viewer of [staff, otherSession]) {
      const again = await send(viewer, queue('CUSTOMER_SERVICE'));
      expect(queueCalls()).toEqual([]);
      expect(again.answer.data).toEqual(first.answer.data);
      expect((await send(viewer, FIELD_STAFF)).answer.data).toEqual(fieldStaff.answer.data);
      expect(queueCalls()).toEqual([]);
    }
    // The other queue is other types and employees: read once for it.
    const maintenance = await send(staff, queue('MAINTENANCE'));
    expect(queueCalls().sort()).toEqual(['/application/gettypes', '/employee/getitems']);
    expect(maintenance.answer.data).not.toEqual(first.answer.data);

    // An employee without the areas and a customer are refused, and read nothing.
    const field = inLanguage(await harness.signedIn(DEMO_LOGINS.field), 'el');
    const maria = inLanguage(await harness.signedIn(DEMO_LOGINS.maria), 'el');
    for (const viewer of [field, maria]) {
      for (const query of [queue('CUSTOMER_SERVICE'), FIELD_STAFF]) {
        const refused = await send(viewer, query);
        expect(refused.answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
        expect(queueCalls()).toEqual([]);
      }
    }
  });

  it("answers a second visitor's new customer wizard from the cache: lookups, address lines, custom fields and their items", async () => {
    const first = await send(inLanguage(harness.browser(), 'ru'), WIZARD);
    const firstCalls = harness.upstream.calls().filter(isWizardCall);
    const second = await send(inLanguage(harness.browser(), 'ru'), WIZARD);
    expect(first.answer.errors).toBeUndefined();
    expect(first.lookupCalls).toEqual(['/newcustomer/getlookups']);
    expect(firstCalls).toEqual(expect.arrayContaining(['/newcustomer/getcustomaddresslines', '/newcustomer/getcustomfields', '/customfield/getlookupvalues', '/customfield/getlibraryvalues']));
    expect(harness.upstream.calls().filter(isWizardCall)).toEqual([]);
    expect(second.answer.data).toEqual(first.answer.data);
  });
});
