import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

const EMAIL = 'new.customer@example.test';
const PHONE = '35799123456';
const PDF = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);
const PNG = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

async function openSession(): Promise<{ id: number; email: string; sms: string }> {
  const id = Number((await app.inject({ method: 'POST', url: '/Session/Create', payload: { Email: EMAIL, MobileNo: PHONE, LanguageCode: 'en' } })).body);
  return { id, email: await lastCodeTo(app, EMAIL), sms: await lastCodeTo(app, PHONE) };
}

const FIELDS = { AccountType: '0', ConsumerType: '1', Initial: 'A', Surname: 'Georgiou', Email: EMAIL, CellTelNo: PHONE, ConsentReceiveEmail: 'true', ConsentReceiveSms: 'true' };

async function create(fields: Record<string, string>, files: Array<[string, Buffer]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, content] of files) form.append('Files', new Blob([new Uint8Array(content)]), name);
  const response = await app.inject({ method: 'POST', url: '/NewCustomer/CreateApplication', headers: { 'accept-language': 'en' }, body: form });
  return response.json() as { status: number; text: string; id?: number };
}

describe('new customer lookups (002 §7)', () => {
  it('answers lookups, address line names and custom fields of all six types with their items', async () => {
    const lookups = (await post(app, '/NewCustomer/GetLookups?language=en')).body;
    expect(lookups.idTypes).toContainEqual({ id: 1, description: 'ID|Identity card', regExpr: '^\\d{6,10}$' });
    expect(lookups.accountTypes).toEqual([{ id: 0, description: 'Individual' }, { id: 1, description: 'Corporate' }]);
    expect((lookups.guideNotes as unknown[]).length).toBe(5);
    const lines = (await post(app, '/NewCustomer/GetCustomAddressLines?language=el')).body;
    expect(lines.items).toEqual({ customerCodedAddressLineNames: ['Οδός', 'Περιοχή', 'Πόλη', 'Επαρχία', 'Χώρα'] });
    const fields = (await app.inject({ method: 'GET', url: '/NewCustomer/GetCustomFields?language=en' })).json().items as Array<{ type: number }>;
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const children = (await app.inject({ method: 'GET', url: '/CustomField/GetLookupValues?lookupId=11', headers: { 'accept-language': 'en' } })).json().items;
    expect(children).toContainEqual({ itemId: 11, name: 'Strovolos', parentItemId: 1, typeId: 0 });
    const library = (await app.inject({ method: 'GET', url: '/CustomField/GetLibraryValues?libraryId=20' })).json().items;
    expect(library).toHaveLength(4);
  });

  it('names every lookup, field and lookup item in all four languages', async () => {
    for (const language of ['en', 'el', 'ru', 'ar']) {
      const headers = { 'accept-language': language };
      const lookups = (await post(app, `/NewCustomer/GetLookups?language=${language}`)).body as Record<string, Array<{ description: string }>>;
      const fields = (await app.inject({ method: 'GET', url: `/NewCustomer/GetCustomFields?language=${language}` })).json().items as Array<{ name: string; groupName: string }>;
      const names: string[] = [
        ...['idTypes', 'genders', 'consumerTypes', 'accountTypes', 'guideNotes'].flatMap((kind) => (lookups[kind] ?? []).map((item) => item.description)),
        ...fields.flatMap((field) => [field.name, field.groupName]),
      ];
      for (const id of [10, 11, 12]) {
        const answer = await app.inject({ method: 'GET', url: `/CustomField/GetLookupValues?lookupId=${id}`, headers });
        names.push(...(answer.json().items as Array<{ name: string }>).map((item) => item.name));
      }
      expect(names.length).toBeGreaterThan(30);
      for (const name of names) expect(name, `${language}: ${name}`).not.toBe('');
      const script = { en: /[A-Za-z]/, el: /[\u0370-\u03ff]/, ru: /[\u0400-\u04ff]/, ar: /[\u0600-\u06ff]/ }[language]!;
      // Every name is written in the language's own script (id type prefixes such as 'ID|' aside).
      for (const name of names) expect(name.replace(/^[A-Z]+\|/, ''), `${language}: ${name}`).toMatch(script);
    }
  });
});

describe('/__dev/new-customer-failures (dev only)', () => {
  it('makes the calls of one part answer status 1 with the text until cleared, leaving the others alone', async () => {
    const set = (body: object) => app.inject({ method: 'POST', url: '/__dev/new-customer-failures', payload: body });
    await set({ Library: 'Library store offline' });
    const library = await app.inject({ method: 'GET', url: '/CustomField/GetLibraryValues?libraryId=1' });
    expect(library.json()).toEqual({ status: 1, text: 'Library store offline' });
    expect((await post(app, '/NewCustomer/GetLookups?language=en')).body.status).toBe(0);
    await set({ Library: null, Lookups: 'Lookups down' });
    expect((await post(app, '/NewCustomer/GetCustomAddressLines?language=en')).body).toEqual({ status: 1, text: 'Lookups down' });
    expect((await app.inject({ method: 'GET', url: '/CustomField/GetLibraryValues?libraryId=1' })).json().status).toBe(0);
    await set({ Lookups: null });
    expect((await post(app, '/NewCustomer/GetLookups?language=en')).body.status).toBe(0);
  });
});

describe('/NewCustomer/CreateApplication and SaveCustomFieldValues', () => {
  it('stores the application with its files once both codes are right, then its custom values once', async () => {
    const session = await openSession();
    const wrong = await create({ ...FIELDS, SessionId: String(session.id), EmailOtpCode: session.email, SmsOtpCode: '000000' === session.sms ? '111111' : '000000' }, []);
    expect(wrong).toEqual({ status: 14, text: 'The verification code is not valid' });
    const created = await create(
      { ...FIELDS, SessionId: String(session.id), EmailOtpCode: session.email, SmsOtpCode: session.sms, LanguageCode: 'en' },
      [['id.pdf', PDF()], ['photo.png', PNG()]],
    );
    expect(created.status).toBe(0);
    const values = [
      { customFieldId: 1, strValue: 'P-12' }, { customFieldId: 2, intValue: 3 }, { customFieldId: 4, dateValue: '2027-01-15' },
      { customFieldId: 5, dataId: 1 }, { customFieldId: 6, dataId: 11 }, { customFieldId: 8, dataId: 2 },
    ];
    expect((await post(app, '/NewCustomer/SaveCustomFieldValues', { ApplicationId: created.id, Values: [{ customFieldId: 2, intValue: 1_000_000_000 }] })).statusCode).toBe(400);
    // 002 §4: a municipality belongs to the district chosen (Germasogeia is Limassol's, not Nicosia's); an item of no field is refused.
    const choose = async (district: number, municipality: number) =>
      post(app, '/NewCustomer/SaveCustomFieldValues', { ApplicationId: created.id, Values: values.map((value) => value.customFieldId === 5 ? { customFieldId: 5, dataId: district } : value.customFieldId === 6 ? { customFieldId: 6, dataId: municipality } : value) });
    for (const [district, municipality] of [[1, 21], [1, 99], [9, 11]]) {
      const refused = await choose(district as number, municipality as number);
      expect([refused.statusCode, refused.body.status], `${district}/${municipality}`).toEqual([400, 2]);
    }
    expect((await post(app, '/NewCustomer/SaveCustomFieldValues', { ApplicationId: created.id, Values: values })).body).toEqual({ status: 0, text: '' });
    expect((await post(app, '/NewCustomer/SaveCustomFieldValues', { ApplicationId: created.id, Values: values })).body.status).toBe(1);
    const stored = (await app.inject({ method: 'GET', url: `/__dev/new-customer-applications/${created.id}` })).json().application;
    expect(stored.fields).toMatchObject({ Surname: 'Georgiou', CellTelNo: PHONE });
    expect(stored.files).toEqual([
      { fileName: 'id.pdf', contentType: 'application/pdf', size: PDF().length },
      { fileName: 'photo.png', contentType: 'image/png', size: 10 },
    ]);
    expect(stored.customValues).toHaveLength(6);
  });

  it('refuses a renamed program, an oversized file, a missing surname and an unknown session, storing nothing', async () => {
    const session = await openSession();
    const base = { ...FIELDS, SessionId: String(session.id), EmailOtpCode: session.email, SmsOtpCode: session.sms, LanguageCode: 'en' };
    expect(await create(base, [['invoice.pdf', Buffer.from('MZ\x90\x00program')]])).toEqual({ status: 2, text: 'Only .pdf, .jpg, .jpeg and .png files are allowed' });
    expect(await create(base, [['big.pdf', Buffer.concat([PDF(), Buffer.alloc(4_000_000)])]])).toEqual({ status: 2, text: 'Attachment too big (max 4,000,000 bytes)' });
    expect((await create({ ...base, Surname: ' ' }, [])).text).toBe('Mandatory field: Surname');
    expect(await create({ ...base, SessionId: '999999' }, [])).toEqual({ status: 15, text: 'Session expired' });
  });

  it('accepts one application per session: the codes are used up and a replay is refused as an expired session', async () => {
    const session = await openSession();
    const fields = { ...FIELDS, SessionId: String(session.id), EmailOtpCode: session.email, SmsOtpCode: session.sms, LanguageCode: 'en' };
    expect((await create(fields, [])).status).toBe(0);
    expect(await create(fields, [])).toEqual({ status: 15, text: 'Session expired' });
    const validate = await post(app, '/Session/ValidateOtp', { SessionId: session.id, OtpCode: session.email, OtpCodeType: 1 });
    expect(validate.body).toBe(0);
  });

  it('answers status 16 for a code locked after five wrong attempts, even when the right code comes next', async () => {
    const session = await openSession();
    const fields = { ...FIELDS, SessionId: String(session.id), EmailOtpCode: otherCode(session.email), SmsOtpCode: session.sms, LanguageCode: 'en' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await create(fields, [])).status).toBe(14);
    expect(await create({ ...fields, EmailOtpCode: session.email }, [])).toEqual({
      status: 16,
      text: 'Too many wrong attempts. Please ask for a new code.',
    });
  });
});
