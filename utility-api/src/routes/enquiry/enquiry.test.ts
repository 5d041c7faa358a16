import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/open.ts';
import { enquiryStore, type CustomerItem, type EnquiryAccountItem } from '../../store/enquiry.ts';
import { freshlySeeded, seededCopy } from '../../testing/seededDatabase.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

interface Page {
  status: number;
  total: number;
  items: Array<EnquiryAccountItem & { matchedFields: string[] }>;
}

describe('employee enquiries', () => {
  let app: FastifyInstance;
  let staff: string;
  let field: string;
  let maria: string;
  let mariaAccounts: Array<{ accountId: number; propertyId: number }>;
  beforeAll(async () => {
    app = await buildTestApi();
    staff = await signIn(app, 'staff@demo.test');
    field = await signIn(app, 'field@demo.test');
    maria = await signIn(app, 'maria@demo.test');
    mariaAccounts = ((await post(app, '/Account/GetItems', {}, { cookie: maria })).body as { items: typeof mariaAccounts }).items;
  });
  afterAll(() => app.close());

  const search = async (body: object, cookie = staff) => (await post(app, '/Enquiry/Search', body, { cookie })).body as unknown as Page;
  const mariaHome = async () =>
    ((await post(app, '/Account/GetItemsByIds', { Ids: [mariaAccounts[0]?.accountId] }, { cookie: staff })).body as { items: EnquiryAccountItem[] }).items[0];

  it('finds an account by each key, and says which field matched', async () => {
    const account = await mariaHome();
    if (!account) throw new Error('maria has accounts');
    const [customer] = ((await post(app, '/Customer/GetItems', { Ids: [account.customerId] }, { cookie: staff })).body as { items: CustomerItem[] }).items;
    const property = ((await post(app, '/Property/GetItem', { Value: account.propertyId }, { cookie: staff })).body as { item: { plot: string } }).item;
    const meters = ((await post(app, '/Meter/GetItems', { AccountId: account.accountId }, { cookie: staff })).body as {
      items: Array<{ meterRef: string; serialNo: string }>;
    }).items;
    if (!customer || !meters[0]) throw new Error('seeded customer and meter expected');
    const keys: Array<[string, string, string]> = [
      ['AccountKey', account.accountKey, 'accountKey'],
      ['Name', 'maria georgiou', 'name'],
      ['IdNo', customer.idNo, 'idNo'],
      ['Phone', `+357 ${customer.mobileNo ?? ''}`, 'phone'],
      ['Email', 'MARIA@demo', 'email'],
      ['Address', account.address.split(',')[0] ?? '', 'address'],
      ['PropertyReference', account.propertyReference, 'propertyReference'],
      ['Plot', property.plot, 'plot'],
      ['MeterReference', meters[0].meterRef.toLowerCase(), 'meterReference'],
      ['SerialNo', meters[0].serialNo, 'serialNo'],
    ];
    if (customer.taxNo) keys.push(['TaxNo', customer.taxNo, 'taxNo']);
    for (const [name, value, field] of keys) {
      const page = await search({ [name]: value, Options: { PageSize: 100 } });
      expect(page.status, name).toBe(0);
      const row = page.items.find((item) => item.accountId === account.accountId);
      expect(row, `${name} ${value}`).toBeDefined();
      expect(row?.matchedFields).toEqual([field]);
      expect(page.items.every((item) => item.matchedFields.includes(field))).toBe(true);
    }
    // Free text looks everywhere; the serial number is found and named.
    const text = await search({ Text: meters[0].serialNo });
    expect(text.items.find((item) => item.accountId === account.accountId)?.matchedFields).toContain('serialNo');
    // Criteria combine with AND.
    expect((await search({ Name: 'Maria Georgiou', SerialNo: meters[0].serialNo })).items.map((item) => item.accountId)).toEqual([account.accountId]);
    expect((await search({ AccountKey: account.accountKey, Name: 'Nobody Here' })).total).toBe(0);
  });

  it('matches short text and short keys only as whole keys, and refuses empty or short names', async () => {
    const account = await mariaHome();
    const plots = (await search({ Text: 'zz' })).total;
    expect(plots).toBe(0);
    const exact = await search({ PropertyReference: account?.propertyReference });
    expect(exact.total).toBe(1);
    const empty = await post(app, '/Enquiry/Search', { Text: '  ' }, { cookie: staff });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatchObject({ status: 2 });
    const short = await post(app, '/Enquiry/Search', { Name: 'Ma' }, { cookie: staff });
    expect(short.statusCode).toBe(400);
    expect(short.body.text).toMatch(/3/);
  });

  it('sorts by each field both ways and pages without overlap', async () => {
    const all = await search({ Address: 'Avenue', Options: { PageSize: 100 } });
    expect(all.total).toBeGreaterThan(20);
    const keys = all.items.map((item) => item.accountKey);
    expect(keys).toEqual([...keys].sort());
    const byName = await search({ Address: 'Avenue', Sort: { Field: 'name', Descending: true }, Options: { PageSize: 100 } });
    const names = byName.items.map((item) => item.holderName);
    expect(names).toEqual([...names].sort().reverse());
    const first = await search({ Address: 'Avenue', Sort: { Field: 'propertyReference' }, Options: { PageSize: 10, Page: 1 } });
    const second = await search({ Address: 'Avenue', Sort: { Field: 'propertyReference' }, Options: { PageSize: 10, Page: 2 } });
    const refs = [...first.items, ...second.items].map((item) => item.propertyReference);
    expect(new Set(refs).size).toBe(20);
    expect(refs).toEqual([...refs].sort());
    const byAddress = await search({ Address: 'Avenue', Sort: { Field: 'address' }, Options: { PageSize: 100 } });
    expect(byAddress.total).toBe(all.total);
    const addresses = byAddress.items.map((item) => item.address);
    expect(addresses).toEqual([...addresses].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers customers, their accounts, property accounts, connections with meters and meter details', async () => {
    const account = await mariaHome();
    if (!account) throw new Error('maria has accounts');
    const accounts = ((await post(app, '/Customer/GetAccounts', { CustomerIds: [account.customerId] }, { cookie: staff })).body as { items: EnquiryAccountItem[] }).items;
    expect(accounts.map((item) => item.accountId)).toContain(account.accountId);
    expect(accounts.every((item) => item.customerId === account.customerId && item.relation === null)).toBe(true);
    const atProperty = ((await post(app, '/Property/GetAccounts', { PropertyIds: [account.propertyId] }, { cookie: staff })).body as { items: EnquiryAccountItem[] }).items;
    expect(atProperty.map((item) => item.accountId)).toContain(account.accountId);
    const connections = ((await post(app, '/Connection/GetItems', { PropertyIds: [account.propertyId] }, { cookie: staff })).body as {
      items: Array<{ connectionId: number; latitude: number; longitude: number; meters: Array<{ meterId: number }> }>;
    }).items;
    expect(connections.length).toBeGreaterThan(0);
    for (const connection of connections) {
      expect(connection.latitude).toBeGreaterThanOrEqual(34.6);
      expect(connection.latitude).toBeLessThanOrEqual(35.2);
      expect(connection.longitude).toBeGreaterThanOrEqual(32.4);
      expect(connection.longitude).toBeLessThanOrEqual(34);
    }
    const meterIds = connections.flatMap((connection) => connection.meters.map((meter) => meter.meterId));
    expect(meterIds.length).toBeGreaterThan(0);
    const details = ((await post(app, '/Meter/GetDetails', { Ids: meterIds }, { cookie: staff })).body as {
      items: Array<{ meterId: number; connectionId: number; condition: string }>;
    }).items;
    expect(details.map((item) => item.meterId)).toEqual(meterIds);
    expect(connections.map((connection) => connection.connectionId)).toContain(details[0]?.connectionId);
    const byId = ((await post(app, '/Connection/GetItems', { Ids: [connections[0]?.connectionId] }, { cookie: staff })).body as { items: unknown[] }).items;
    expect(byId).toEqual([connections[0]]);
    // Employees read any meter; Maria's meter is readable by staff but not by another customer.
    const meter = await post(app, '/Meter/GetItem', { Value: meterIds[0] }, { cookie: staff });
    expect(meter.body.status).toBe(0);
  });

  it('searches for employees with portalEnquiries only; the look-ups by id are refused to customers and visitors', async () => {
    const fieldWorker = await post(app, '/Enquiry/Search', { Name: 'Georgiou' }, { cookie: field });
    expect([fieldWorker.statusCode, fieldWorker.body.status]).toEqual([403, 4]);
    expect((await post(app, '/Customer/GetItems', { Ids: [1] }, { cookie: field })).statusCode).toBe(200);
    const calls: Array<[string, object]> = [
      ['/Enquiry/Search', { Name: 'Georgiou' }],
      ['/Customer/GetItems', { Ids: [1] }],
      ['/Customer/GetAccounts', { CustomerIds: [1] }],
      ['/Property/GetAccounts', { PropertyIds: [1] }],
      ['/Account/GetItemsByIds', { Ids: [1] }],
      ['/Connection/GetItems', { PropertyIds: [1] }],
      ['/Meter/GetDetails', { Ids: [1] }],
    ];
    for (const [url, body] of calls) {
      const customer = await post(app, url, body, { cookie: maria });
      expect(customer.statusCode, url).toBe(403);
      expect(customer.body.status).toBe(4);
      expect((await post(app, url, body)).statusCode, url).toBe(401);
    }
    // A customer still cannot read another account's meters.
    const other = await post(app, '/Meter/GetItems', { AccountId: 999_999 }, { cookie: maria });
    expect(other.body.status).toBe(1);
  });
});

describe('the search index', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededCopy(7);
  });
  afterAll(() => db.close());

  it('holds one row per account and follows changes to customers, properties and meters', () => {
    const store = enquiryStore(db);
    const accounts = db.prepare('SELECT count(*) FROM accounts').pluck().get();
    expect(db.prepare('SELECT count(*) FROM enquiry_search').pluck().get()).toBe(accounts);
    const sort = { field: 'accountKey', descending: false } as const;
    const account = db.prepare('SELECT id, customer_id AS customerId, property_id AS propertyId FROM accounts ORDER BY id LIMIT 1 OFFSET 10').get() as {
      id: number;
      customerId: number;
      propertyId: number;
    };
    db.prepare("UPDATE customers SET name = 'Zenobia Quixote' WHERE id = ?").run(account.customerId);
    expect(store.search({ name: 'zenobia' }, sort, 10, 0).items.map((item) => item.accountId)).toContain(account.id);
    db.prepare("UPDATE properties SET street = '7 Xylophone Lane' WHERE id = ?").run(account.propertyId);
    expect(store.search({ address: 'xylophone' }, sort, 10, 0).items.map((item) => item.accountId)).toEqual([account.id]);
    db.prepare("INSERT INTO meters (account_id, meter_ref, serial_no, make, size, dials, unit) VALUES (?, 'M9999999', 'QQ-424242', 'Itron', '20 mm', 5, 'm3')").run(account.id);
    expect(store.search({ serialNo: 'QQ-4242' }, sort, 10, 0).items.map((item) => item.accountId)).toEqual([account.id]);
    db.prepare("DELETE FROM meters WHERE meter_ref = 'M9999999'").run();
    expect(store.search({ serialNo: 'QQ-4242' }, sort, 10, 0).total).toBe(0);
  });

  it('seeds the same enquiry data for the same seed', async () => {
    const other = await freshlySeeded(7);
    const rows = (d: Db) => d.prepare('SELECT * FROM connections ORDER BY id LIMIT 50').all();
    const details = (d: Db) => d.prepare('SELECT * FROM customer_details ORDER BY customer_id LIMIT 50').all();
    const fresh = await freshlySeeded(7);
    expect(rows(other)).toEqual(rows(fresh));
    expect(details(other)).toEqual(details(fresh));
    other.close();
    fresh.close();
  });
});
