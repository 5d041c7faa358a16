import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, ok, type Envelope } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { MANUAL_ACTIONS, type DebtCaseWorkItem, type ManualAction } from '../../store/debtManagement.ts';
import { compactIban, ibanCountry, ibanProblem } from '../../../../shared/iban.ts';
import { compactPaymentPhone, isValidPaymentPhone } from '../../../../shared/paymentPhone.ts';
import { amountProblem, toCents } from '../../store/debtManagementRules.ts';
import type { Store } from '../../store/store.ts';
import { DEBT_CASE_STAGES, DEBT_CASE_STATUSES } from '../accountFinance/schemas.ts';
import { agreementDetailSchema, bankSchema, debtCaseActionSchema, debtCaseWorkItemSchema } from './schemas.ts';
import { debtManagementText } from './texts.ts';

/** Every call of the area needs the debt-management profile flag (000 §6). */
const FLAG = 'portalDm';
const MAX_IDS = 100;
const MAX_NOTE = 1000;
const TAGS = ['DebtManagement'];

const AMOUNT_TEXTS = { notPositive: 'amountNotPositive', decimals: 'amountDecimals', aboveBalance: 'amountAboveBalance' } as const;

const caseAnswer = sharedSchema('EnvelopeDebtCaseWorkItem', envelopeWith({ item: debtCaseWorkItemSchema }, 'The case as it now is, in `item`.'));
const noteField = { type: ['string', 'null'], maxLength: MAX_NOTE, description: 'Optional note kept in the actions history.' };
const today = (store: Store) => store.clock().toISOString().slice(0, 10);
const trimmed = (note: string | null | undefined) => (note?.trim() ? note.trim() : null);
const money = (cents: number) => (cents / 100).toFixed(2);

/** The open (or on hold) case, or the status 1 answer when it does not exist or is closed. */
function workedCase(request: FastifyRequest, store: Store, id: number): DebtCaseWorkItem | Envelope {
  const debtCase = store.debtManagement.find(id);
  if (debtCase === undefined) return fail(STATUS_FAILED, debtManagementText(request, 'caseNotFound'));
  if (debtCase.status === 'closed') return fail(STATUS_FAILED, debtManagementText(request, 'caseClosed'));
  return debtCase;
}

const refused = (value: DebtCaseWorkItem | Envelope): value is Envelope => !('debtCaseId' in value);
const caseItem = (store: Store, id: number) => ok({ item: store.debtManagement.find(id) });

interface ListBody extends PagingBody {
  Stages?: string[];
  Statuses?: string[];
  MinBalance?: number;
  MaxBalance?: number;
  Text?: string;
}

interface AgreementBody {
  DebtCaseId: number;
  PaymentAgreementId?: number | null;
  StartDate: string;
  Instalments: number;
  InstalmentAmount: number;
  PaymentPhone: string;
  DirectDebit: boolean;
  BankId?: number | null;
  Iban?: string | null;
}

/** Debt management (README "Debt management"; 002 §2, §3, §5). */
export function debtManagementRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const dm = store.debtManagement;

  app.post<{ Body: ListBody | undefined }>('/DebtCase/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'debtCaseGetList',
      summary: 'The debt-management work list',
      description:
        'Employees with `portalDm` (HTTP 403 status 4 otherwise). Cases of every account, newest first; the filters combine. ' +
        '`Text` matches a substring of the case number, account key or customer name; the balance range is inclusive.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Stages: { type: 'array', items: { type: 'string', enum: [...DEBT_CASE_STAGES] }, maxItems: DEBT_CASE_STAGES.length, description: 'Only cases at these stages.' },
          Statuses: { type: 'array', items: { type: 'string', enum: [...DEBT_CASE_STATUSES] }, maxItems: DEBT_CASE_STATUSES.length, description: 'Only cases in these statuses.' },
          MinBalance: { type: 'number', minimum: 0, description: 'Balance at least this.' },
          MaxBalance: { type: 'number', minimum: 0, description: 'Balance at most this.' },
          Text: { type: 'string', maxLength: 100, description: 'Substring to look for.' },
        },
      },
      response: responses(envelopeWith({ total: integer('Cases matching.'), items: { type: 'array', items: debtCaseWorkItemSchema } }, 'One page of cases.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      return ok(dm.list({
        stages: body.Stages,
        statuses: body.Statuses,
        minBalanceCents: body.MinBalance === undefined ? undefined : Math.round(body.MinBalance * 100),
        maxBalanceCents: body.MaxBalance === undefined ? undefined : Math.round(body.MaxBalance * 100),
        text: body.Text,
      }, limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/DebtCase/GetWorkItems', {
    schema: {
      tags: TAGS,
      operationId: 'debtCaseGetWorkItems',
      summary: 'Debt cases by id, with account and customer',
      description: 'Employees with `portalDm`. Those cases in the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Case ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: debtCaseWorkItemSchema } }, 'The cases found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: dm.byIds(request.body.Ids) }),
  });

  app.post<{ Body: { DebtCaseId: number } }>('/DebtCase/GetActions', {
    schema: {
      tags: TAGS,
      operationId: 'debtCaseGetActions',
      summary: 'Actions history of a debt case',
      description: 'Employees with `portalDm`. Newest first. Status 1 for an unknown case.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['DebtCaseId'], properties: { DebtCaseId: integer('The case.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: debtCaseActionSchema } }, 'The actions.')),
    },
    onRequest,
    handler: async (request) => {
      if (dm.find(request.body.DebtCaseId) === undefined) return fail(STATUS_FAILED, debtManagementText(request, 'caseNotFound'));
      return ok({ items: dm.actions(request.body.DebtCaseId) });
    },
  });

  app.post<{ Body: { DebtCaseId: number; Action: ManualAction; Note?: string | null } }>('/DebtCase/AddAction', {
    schema: {
      tags: TAGS,
      operationId: 'debtCaseAddAction',
      summary: 'Record an action taken on a debt case',
      description:
        'Employees with `portalDm`. Open or on-hold cases only (status 1 otherwise). The action becomes the case\'s last action, ' +
        'dated today; a letter or a legal referral moves the case forward to its stage (never back).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DebtCaseId', 'Action'],
        properties: {
          DebtCaseId: integer('The case.'),
          Action: { type: 'string', enum: [...MANUAL_ACTIONS], description: 'What was done.' },
          Note: noteField,
        },
      },
      response: responses(caseAnswer),
    },
    onRequest,
    handler: async (request) => {
      const debtCase = workedCase(request, store, request.body.DebtCaseId);
      if (refused(debtCase)) return debtCase;
      dm.addAction(debtCase.debtCaseId, request.body.Action, today(store), trimmed(request.body.Note), signedInUser(request).id);
      return caseItem(store, debtCase.debtCaseId);
    },
  });

  app.post<{ Body: { DebtCaseId: number; Amount: number; Note?: string | null } }>('/DebtCase/RecordPayment', {
    schema: {
      tags: TAGS,
      operationId: 'debtCaseRecordPayment',
      summary: 'Record a payment against the balance of a debt case',
      description:
        'Employees with `portalDm`. Open or on-hold cases only. The amount must be more than zero, have at most two decimals and not ' +
        'exceed the balance (status 1, localized; 002 §5). A payment that clears the balance closes the case and completes its active agreement.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DebtCaseId', 'Amount'],
        properties: { DebtCaseId: integer('The case.'), Amount: { type: 'number', description: 'Amount paid.' }, Note: noteField },
      },
      response: responses(caseAnswer),
    },
    onRequest,
    handler: async (request) => {
      const debtCase = workedCase(request, store, request.body.DebtCaseId);
      if (refused(debtCase)) return debtCase;
      const balanceCents = Math.round(debtCase.balance * 100);
      const problem = amountProblem(request.body.Amount, balanceCents);
      if (problem !== null) return fail(STATUS_FAILED, debtManagementText(request, AMOUNT_TEXTS[problem], { balance: money(balanceCents) }));
      dm.recordPayment(debtCase.debtCaseId, toCents(request.body.Amount) ?? 0, today(store), trimmed(request.body.Note), signedInUser(request).id);
      return caseItem(store, debtCase.debtCaseId);
    },
  });

  app.post<{ Body: { DebtCaseId: number; Note?: string | null } }>('/DebtCase/WriteOff', {
    schema: {
      tags: TAGS,
      operationId: 'debtCaseWriteOff',
      summary: 'Write off the balance of a debt case and close it',
      description: 'Employees with `portalDm`. Open or on-hold cases only. The balance becomes 0, the case closes today and an active agreement is cancelled.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['DebtCaseId'], properties: { DebtCaseId: integer('The case.'), Note: noteField } },
      response: responses(caseAnswer),
    },
    onRequest,
    handler: async (request) => {
      const debtCase = workedCase(request, store, request.body.DebtCaseId);
      if (refused(debtCase)) return debtCase;
      dm.writeOff(debtCase.debtCaseId, today(store), trimmed(request.body.Note), signedInUser(request).id);
      return caseItem(store, debtCase.debtCaseId);
    },
  });

  app.post<{ Body: AgreementBody }>('/PaymentAgreement/Save', {
    schema: {
      tags: TAGS,
      operationId: 'paymentAgreementSave',
      summary: 'Create or edit the payment agreement of a debt case',
      description:
        'Employees with `portalDm`. Open or on-hold cases only. Without `PaymentAgreementId` a new active agreement replaces (cancels) ' +
        'any active one and records `agreementSigned`; with it, the case\'s active agreement is edited. Rules (status 1, localized; ' +
        '002 §5): the instalment amount more than zero with two decimals at most, the instalments together at least the balance, a new ' +
        'agreement\'s first instalment not before today, the payment phone 10 to 15 digits, and with `DirectDebit` a bank chosen from ' +
        '`/Bank/GetList` and an IBAN valid by ISO 13616 (country length and mod-97 check) from the bank\'s country. The case goes on hold.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DebtCaseId', 'StartDate', 'Instalments', 'InstalmentAmount', 'PaymentPhone', 'DirectDebit'],
        properties: {
          DebtCaseId: integer('The case.'),
          PaymentAgreementId: { type: ['integer', 'null'], description: 'The active agreement to edit; absent or null for a new one.' },
          StartDate: { type: 'string', format: 'date', description: 'Day of the first instalment.' },
          Instalments: { type: 'integer', minimum: 1, maximum: 60, description: 'Number of monthly instalments.' },
          InstalmentAmount: { type: 'number', description: 'Amount of each instalment.' },
          PaymentPhone: { type: 'string', maxLength: 30, description: 'Phone for the instalment reminders: 10 to 15 digits.' },
          DirectDebit: { type: 'boolean', description: 'Instalments collected by direct debit (then `BankId` and `Iban` are required).' },
          BankId: { type: ['integer', 'null'], description: 'Bank of the direct debit.' },
          Iban: { type: ['string', 'null'], maxLength: 50, description: 'IBAN of the direct debit; spaces allowed.' },
        },
      },
      response: responses(envelopeWith({ item: debtCaseWorkItemSchema, agreement: agreementDetailSchema }, 'The case and its agreement.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const debtCase = workedCase(request, store, body.DebtCaseId);
      if (refused(debtCase)) return debtCase;
      const failWith = (key: Parameters<typeof debtManagementText>[1], values: Record<string, string> = {}) => fail(STATUS_FAILED, debtManagementText(request, key, values));
      const agreementId = body.PaymentAgreementId ?? null;
      if (agreementId !== null && agreementId !== debtCase.activeAgreementId) return failWith('agreementNotActive');
      const amount = amountProblem(body.InstalmentAmount);
      if (amount !== null) return failWith(AMOUNT_TEXTS[amount]);
      const instalmentCents = toCents(body.InstalmentAmount) ?? 0;
      const balanceCents = Math.round(debtCase.balance * 100);
      if (instalmentCents * body.Instalments < balanceCents) return failWith('totalBelowBalance', { total: money(instalmentCents * body.Instalments), balance: money(balanceCents) });
      if (agreementId === null && body.StartDate < today(store)) return failWith('startDatePast');
      if (!isValidPaymentPhone(body.PaymentPhone)) return failWith('phoneInvalid');
      let bank = null;
      let iban = null;
      if (body.DirectDebit) {
        bank = body.BankId == null ? undefined : dm.bank(body.BankId);
        if (bank === undefined) return failWith('bankRequired');
        const problem = ibanProblem(body.Iban ?? '');
        if (problem !== null) return failWith(({ format: 'ibanFormat', country: 'ibanCountry', length: 'ibanLength', checksum: 'ibanChecksum' } as const)[problem]);
        iban = compactIban(body.Iban ?? '');
        if (ibanCountry(iban) !== bank.country) return failWith('bankCountry');
      }
      const id = dm.saveAgreement(debtCase.debtCaseId, {
        agreementId,
        startDate: body.StartDate,
        instalments: body.Instalments,
        instalmentCents,
        paymentPhone: compactPaymentPhone(body.PaymentPhone),
        bank,
        iban,
      }, today(store), signedInUser(request).id);
      return ok({ item: dm.find(debtCase.debtCaseId), agreement: dm.agreementsByIds([id])[0] });
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/PaymentAgreement/GetDetails', {
    schema: {
      tags: TAGS,
      operationId: 'paymentAgreementGetDetails',
      summary: 'Payment agreements by id, with bank and payment phone',
      description: 'Employees with `portalDm`. Those agreements in the order asked (IBAN masked); unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Agreement ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: agreementDetailSchema } }, 'The agreements found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: dm.agreementsByIds(request.body.Ids) }),
  });

  app.post('/Bank/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'bankGetList',
      summary: 'Banks for direct debits',
      description: 'Employees with `portalDm`. Banks by name, with the country of their IBANs.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ items: { type: 'array', items: bankSchema } }, 'The banks.')),
    },
    onRequest,
    handler: async () => ok({ items: dm.banks() }),
  });
}
