import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../security/csrf.ts';
import type { RunningGateway } from '../../server.ts';
import { startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';
import { exe, pdf } from '../messages/httpClient.testkit.ts';

const EMAIL = 'gateway.newcustomer@example.test';
const PHONE = '35799765432';
const HEADERS = { 'accept-language': 'en', cookie: 'lang=en' };

const WIZARD = /* GraphQL */ `{ newCustomerWizard {
  idTypes { idTypeId name description regularExpression } accountTypes { optionId name } guideNotes { step text } addressLineNames
  customFields { customFieldId type isMandatory parentCustomFieldId items { itemId name parentItemId } } fileMaxBytes fileExtensions } }`;
const START = /* GraphQL */ `mutation($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } userErrors { code } } }`;
const SUBMIT = /* GraphQL */ `mutation($input: SubmitNewCustomerApplicationInput!) {
  submitNewCustomerApplication(input: $input) { applicationId successMessage userErrors { field code message } } }`;

let served: ServedHarness;
let harness: Harness;
/** The application the first submission created: the refused one must not take the next id. */
let createdId = 0;
let gateway: RunningGateway;
beforeAll(async () => {
  // Nothing cached: the failures injected below must reach the wizard (its lookups are shared, cache/sharedLookups.ts).
  served = await startServedHarness({ settingsCacheTtlSeconds: 0 });
  ({ harness, running: gateway } = served);
});
afterAll(async () => {
  await served.close();
});

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function submit(input: Record<string, unknown>, files: File[]) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: SUBMIT, variables: { input: { ...input, files: files.map(() => null) } } }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.input.files.${index}`]]))));
  files.forEach((file, index) => form.append(String(index), file, file.name));
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { ...HEADERS, [CSRF_HEADER]: '1' }, body: form });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data?.['submitNewCustomerApplication'] as { applicationId: number | null; successMessage: string | null; userErrors: Array<{ field: string; code: string; message: string }> };
}

async function session() {
  const started = await graphql(START, { input: { email: EMAIL, mobileNo: PHONE } });
  const token = (started.data?.['startOtpSession'] as { session: { token: string } }).session.token;
  return { token, emailCode: (await outboxCode(harness.apiUrl, EMAIL)).code, smsCode: (await outboxCode(harness.apiUrl, PHONE)).code };
}

const FORM = { accountType: 0, consumerType: 1, initial: 'K', surname: 'Ioannou', email: EMAIL, cellTelNo: `+${PHONE}`, consentReceiveSms: true };
const VALUES = [
  { customFieldId: 1, text: 'P-7' }, { customFieldId: 2, number: 4 }, { customFieldId: 3, number: 120.5 }, { customFieldId: 4, date: '2027-03-01' },
  { customFieldId: 5, itemId: 2 }, { customFieldId: 6, itemId: 21 }, { customFieldId: 7, itemId: 1 }, { customFieldId: 8, itemId: 3 },
];
const stored = async (id: number) => ((await (await fetch(`${harness.apiUrl}/__dev/new-customer-applications/${id}`)).json()) as { application?: { files: Array<{ fileName: string }>; customValues: unknown[] } }).application;

describe('newCustomerWizard', () => {
  it('reads lookups, guide notes, address line names and custom fields with their items in one query', async () => {
    const wizard = (await graphql(WIZARD)).data?.['newCustomerWizard'] as { idTypes: unknown[]; accountTypes: unknown[]; guideNotes: unknown[]; addressLineNames: string[]; customFields: unknown[]; fileMaxBytes: number };
    expect(wizard.idTypes[0]).toEqual({ idTypeId: 1, name: 'Identity card', description: 'ID|Identity card', regularExpression: '^\\d{6,10}$' });
    expect(wizard.accountTypes).toEqual([{ optionId: 0, name: 'Individual' }, { optionId: 1, name: 'Corporate' }]);
    expect(wizard.guideNotes.map((note) => (note as { step: string }).step)).toEqual(['GENERAL', 'CONSENT', 'ADDRESSES', 'ATTACHMENTS', 'CUSTOM_FIELDS']);
    expect(wizard.addressLineNames).toEqual(['Street', 'Area', 'City', 'District', 'Country']);
    const types = wizard.customFields.map((field) => (field as { type: string }).type);
    expect(new Set(types)).toEqual(new Set(['STRING', 'INTEGER', 'DECIMAL', 'DATE', 'LOOKUP', 'LIBRARY']));
    expect(wizard.customFields[5]).toMatchObject({ parentCustomFieldId: 5, items: expect.arrayContaining([{ itemId: 21, name: 'Germasogeia', parentItemId: 2 }]) });
    expect(wizard.fileMaxBytes).toBe(4_000_000);
  });
});

describe('submitNewCustomerApplication', () => {
  it('creates the application with its files and custom values once both codes are right', async () => {
    const codes = await session();
    const result = await submit({ ...FORM, ...codes, customFieldValues: VALUES }, [pdf('id-card.pdf'), pdf('deed.pdf')]);
    expect(result.userErrors).toEqual([]);
    expect(result.successMessage).toBeTruthy();
    const application = await stored(result.applicationId!);
    expect(application?.files.map((file) => file.fileName)).toEqual(['id-card.pdf', 'deed.pdf']);
    expect(application?.customValues).toHaveLength(8);
    createdId = result.applicationId!;
  });

  it('refuses an oversized file and a renamed executable before anything is stored', async () => {
    const codes = await session();
    const big = new File([new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...new Uint8Array(4_000_000)])], 'big.pdf');
    const result = await submit({ ...FORM, ...codes, customFieldValues: VALUES }, [big, exe('invoice.pdf')]);
    expect(result.applicationId).toBeNull();
    expect(result.userErrors).toEqual([
      { field: 'files', code: 'FILE_TOO_BIG', message: 'Attachment too big (max 4,000,000 bytes).' },
      { field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', message: 'Only .pdf, .jpg, .jpeg and .png files are allowed.' },
    ]);
    const again = await submit({ ...FORM, ...codes, customFieldValues: VALUES }, []);
    expect(again.applicationId).toBe(createdId + 1);
  });

  it('answers the 002 §5 rules, wrong codes and a forged session as userErrors', async () => {
    const codes = await session();
    const invalid = await submit({ ...FORM, ...codes, surname: ' ', initial: '', email: 'nope', cellTelNo: '+35712345678', customFieldValues: [{ customFieldId: 2, number: 1_000_000_000 }] }, []);
    expect(invalid.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['surname', 'MANDATORY_FIELD'], ['initial', 'MANDATORY_FIELD'], ['email', 'INVALID_INPUT'], ['cellTelNo', 'INVALID_INPUT'],
      ['customFieldValues.1', 'MANDATORY_FIELD'], ['customFieldValues.2', 'INVALID_INPUT'], ['customFieldValues.4', 'MANDATORY_FIELD'],
      ['customFieldValues.5', 'MANDATORY_FIELD'], ['customFieldValues.6', 'MANDATORY_FIELD'],
    ]);
    const wrong = await submit({ ...FORM, ...codes, smsCode: codes.smsCode === '000000' ? '111111' : '000000', customFieldValues: VALUES }, []);
    expect(wrong.userErrors.map((error) => error.code)).toEqual(['OTP_INVALID']);
    const forged = await submit({ ...FORM, ...codes, token: `${codes.token}x`, customFieldValues: VALUES }, []);
    expect(forged.userErrors.map((error) => error.code)).toEqual(['SESSION_EXPIRED']);
  });
});

describe('newCustomerWizard load failures (002 §8)', () => {
  const PROBLEMS = /* GraphQL */ `{ newCustomerWizard { idTypes { idTypeId } addressLineNames customFields { customFieldId } problems { part message } } }`;
  const failures = (body: object) => harness.dev('/__dev/new-customer-failures', body);
  type Wizard = { idTypes: unknown[]; addressLineNames: string[]; customFields: unknown[]; problems: Array<{ part: string; message: string }> };
  const wizard = async () => {
    const answer = await graphql(PROBLEMS);
    expect(answer.errors).toBeUndefined();
    return answer.data?.['newCustomerWizard'] as Wizard;
  };

  it('answers the rest of the wizard and names the failed part with the utility\'s text', async () => {
    expect((await wizard()).problems).toEqual([]);
    try {
      await failures({ Lookups: 'Lookup service is down' });
      const lookups = await wizard();
      expect(lookups.problems).toEqual([{ part: 'LOOKUPS', message: 'Lookup service is down' }]);
      expect(lookups.idTypes).toEqual([]);
      expect(lookups.customFields.length).toBeGreaterThan(0);

      await failures({ Lookups: null, CustomFields: 'No custom fields today' });
      const custom = await wizard();
      expect(custom.problems).toEqual([{ part: 'CUSTOM_FIELDS', message: 'No custom fields today' }]);
      expect(custom.customFields).toEqual([]);
      expect(custom.idTypes.length).toBeGreaterThan(0);

      await failures({ CustomFields: null, Library: 'Library offline' });
      expect((await wizard()).problems).toEqual([{ part: 'LIBRARY', message: 'Library offline' }]);
    } finally {
      await failures({ Lookups: null, CustomFields: null, Library: null });
    }
    expect((await wizard()).problems).toEqual([]);
  });
});
