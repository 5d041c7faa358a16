/** The API of the family route tests: the fixture families, a fake clock, and the demo logins signed in. */
import type { FastifyInstance } from 'fastify';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../../seed/demoUsers.ts';
import { fakeClock, type FakeClock } from '../../../testing/fakeClock.ts';
import { buildTestApi, post, signIn } from '../../../testing/testApi.ts';
import { COMPLETE_VALUES, TEST_FAMILIES } from './fixtureFamilies.ts';

export interface FamilyTestApi {
  app: FastifyInstance;
  clock: FakeClock;
  /** Maria (customer), Andreas (another customer), staff (every flag), field (no customer-service flag). */
  maria: string;
  andreas: string;
  staff: string;
  field: string;
  call(cookie: string | null, url: string, body?: object, language?: string): Promise<Record<string, unknown>>;
  /** Uploads a PDF into an application's attachment slot named `document`. */
  upload(cookie: string, applicationId: number, document: string): Promise<Record<string, unknown>>;
  slotOf(cookie: string, applicationId: number, document: string): Promise<{ attachmentId: number; fileName: string | null; isMandatory: boolean }>;
  /** A complete test permit of Maria's, submitted (`visitorNotice`: of that family). */
  submitted(code?: 'testPermit' | 'visitorNotice'): Promise<number>;
  decide(cookie: string, applicationId: number, action: string, comment?: string, language?: string): Promise<Record<string, unknown>>;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64)]);

export async function familyTestApi(): Promise<FamilyTestApi> {
  const clock = fakeClock(new Date('2026-03-01T08:00:00Z'));
  const app = await buildTestApi({ families: TEST_FAMILIES, clock: clock.now });
  const [maria, andreas, staff, field] = await Promise.all(
    [DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL].map((login) => signIn(app, login)),
  ) as [string, string, string, string];
  const call: FamilyTestApi['call'] = async (cookie, url, body = {}, language = 'en') =>
    (await post(app, url, body, { ...(cookie ? { cookie } : {}), 'accept-language': language })).body;
  const slotOf: FamilyTestApi['slotOf'] = async (cookie, applicationId, document) => {
    const { items } = (await call(cookie, '/ApplicationAttachment/GetItems', { PortalApplicationId: applicationId })) as {
      items: Array<{ name: string; attachmentId: number; fileName: string | null; isMandatory: boolean }>;
    };
    const slot = items.find((item) => item.name === document);
    if (!slot) throw new Error(`no slot ${document}`);
    return slot;
  };
  const upload: FamilyTestApi['upload'] = async (cookie, applicationId, document) => {
    const form = new FormData();
    form.append('attachmentId', String((await slotOf(cookie, applicationId, document)).attachmentId));
    form.append('file', new Blob([new Uint8Array(PDF)]), `${document}.pdf`);
    const response = await app.inject({ method: 'POST', url: '/ApplicationAttachment/Update', headers: { cookie, 'accept-language': 'en' }, body: form });
    return response.json() as Record<string, unknown>;
  };
  const submitted: FamilyTestApi['submitted'] = async (code = 'testPermit') => {
    const values = code === 'testPermit' ? COMPLETE_VALUES : { subject: 'A notice' };
    const { id } = (await call(maria, '/FamilyApplication/Save', { Code: code, Values: values })) as { id: number };
    if (code === 'testPermit') await upload(maria, id, 'sitePlan');
    const answer = await call(maria, '/FamilyApplication/Submit', { PortalApplicationId: id });
    if (answer.status !== 0) throw new Error(`submit failed: ${JSON.stringify(answer)}`);
    return id;
  };
  return {
    app, clock, maria, andreas, staff, field, call, slotOf, upload, submitted,
    decide: (cookie, applicationId, action, comment, language = 'en') =>
      call(cookie, '/FamilyApplication/Decide', { PortalApplicationId: applicationId, Action: action, ...(comment === undefined ? {} : { Comment: comment }) }, language),
  };
}
