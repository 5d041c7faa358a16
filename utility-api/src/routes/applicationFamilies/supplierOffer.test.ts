import { FAMILY_STATUS } from './refusals.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFamilySamples } from '../../families/loadSources.ts';
import { DEMO_APPLICANT_EMAIL } from '../../seed/demoUsers.ts';
import { fakeClock } from '../../testing/fakeClock.ts';
import { REFUSALS, TODAY } from '../../testing/familyRefusals.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import type { FastifyInstance } from 'fastify';

// The supplier offer as the utility ships it (families/definitions/supplierOffer.json) refuses what breaks
// each rule of `002 §5`, with the problem's path, code and text: a malformed value already on save, what is
// missing or breaks a rule across fields on submit.

const sample = loadFamilySamples().get('supplierOffer')!;
const MANDATORY = ['companyCertificates', 'signatoryId', 'latestBill'];
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64)]);

let app: FastifyInstance;
let cookie: string;
let id: number;
const call = async <T = Record<string, unknown>>(url: string, body: object, language = 'en'): Promise<T> => (await post(app, url, body, { cookie, 'accept-language': language })).body as T;
const submit = (language = 'en') => call<Refusable>('/FamilyApplication/Submit', { PortalApplicationId: id }, language);
/** The sample with a change; a null empties its path (a save clears what is sent empty). */
const saveChanged = (change: Readonly<Record<string, string | null>>, language = 'en') =>
  call<Refusable>('/FamilyApplication/Save', { Code: 'supplierOffer', PortalApplicationId: id, Values: { ...sample, ...Object.fromEntries(Object.entries(change).map(([path, value]) => [path, value ?? ''])) } }, language);

interface Refusable {
  status: number;
  problems?: Array<{ path: string; code: string; message: string }>;
}

async function upload(document: string) {
  const { items } = (await call('/ApplicationAttachment/GetItems', { PortalApplicationId: id })) as { items: Array<{ name: string; attachmentId: number }> };
  const form = new FormData();
  form.append('attachmentId', String(items.find((item) => item.name === document)!.attachmentId));
  form.append('file', new Blob([new Uint8Array(PDF)]), `${document}.pdf`);
  return (await app.inject({ method: 'POST', url: '/ApplicationAttachment/Update', headers: { cookie }, body: form })).json() as { status: number };
}

beforeAll(async () => {
  app = await buildTestApi({ clock: fakeClock(new Date(`${TODAY}T08:00:00Z`)).now });
  cookie = await signIn(app, DEMO_APPLICANT_EMAIL);
  ({ id } = (await call('/FamilyApplication/Save', { Code: 'supplierOffer', Values: sample })) as { id: number });
});
afterAll(() => app.close());

describe('a supplier offer saved and submitted (/FamilyApplication/Save, /Submit)', () => {
  it('is an application of type 42 whose five document slots are its documents', async () => {
    expect(((await call('/Application/GetItem', { Value: id })) as { item: { applicationType: number } }).item.applicationType).toBe(42);
    const { items } = (await call('/ApplicationAttachment/GetItems', { PortalApplicationId: id })) as { items: Array<{ name: string; isMandatory: boolean }> };
    expect(items.filter((item) => item.isMandatory).map((item) => item.name)).toEqual(MANDATORY);
  });

  it('needs every mandatory document', async () => {
    expect((await submit()).problems?.map((problem) => problem.path)).toEqual(MANDATORY.map((document) => `documents.${document}`));
    for (const document of MANDATORY.slice(0, 2)) expect((await upload(document)).status).toBe(0);
    expect((await submit()).problems?.map((problem) => problem.path)).toEqual(['documents.latestBill']);
    expect((await upload('latestBill')).status).toBe(0);
  });

  const refusals = REFUSALS['supplierOffer']!.filter((refusal) => refusal.expected.length > 0);
  it.each(refusals.map((refusal) => [JSON.stringify(refusal.change).slice(0, 80), refusal] as const))('refuses %s', async (_, { change, expected }) => {
    const saved = await saveChanged(change);
    const answer = saved.status === 0 ? await submit() : saved;
    expect(answer.status).toBe(FAMILY_STATUS.rulesRefused);
    expect(answer.problems?.map(({ path, code }) => ({ path, code }))).toEqual(expected);
    for (const problem of answer.problems ?? []) expect(problem.message).not.toBe('');
  });

  it('names the problems of the bank and the payment phone in the request\'s language', async () => {
    expect((await saveChanged({ paymentPhone: '99318452' }, 'el')).problems?.map((problem) => problem.message)).toEqual(['Ο αριθμός τηλεφώνου πληρωμής έχει 10 έως 15 ψηφία']);
    await saveChanged({ iban: 'GR1601101250000000012300695' });
    expect((await submit('ar')).problems?.map((problem) => problem.message)).toEqual(['رقم IBAN هذا ليس لمصرف في البلد المختار']);
  });

  it('submits the sample once every rule holds', async () => {
    await saveChanged({});
    expect(await submit()).toEqual({ status: 0, text: '', stage: 'SUBMITTED' });
  });
});
