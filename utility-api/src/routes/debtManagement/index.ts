import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { DEBT_CASE_SORTS, MANUAL_ACTIONS, type DebtCaseSort, type ManualAction } from '../../store/debtManagement.ts';
import { amountProblem, toCents } from '../../store/debtManagementRules.ts';
import type { Store } from '../../store/store.ts';
import { DEBT_CASE_STAGES, DEBT_CASE_STATUSES } from '../accountFinance/schemas.ts';
import { agreementRoutes } from './agreements.ts';
import { AMOUNT_TEXTS, FLAG, MAX_IDS, TAGS, caseAnswer, caseItem, money, noteField, refused, today, trimmed, workedCase } from './caseRules.ts';
import { debtCaseActionSchema, debtCaseWorkItemSchema } from './schemas.ts';
import { debtManagementText } from './texts.ts';

interface ListBody extends PagingBody, SortBody<DebtCaseSort> {
  Stages?: string[];
  Statuses?: string[];
  MinBalance?: number;
  MaxBalance?: number;
  Text?: string;
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
          ...sortProperties(DEBT_CASE_SORTS, 'newest first'),
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
        ...sortOf(body),
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

  agreementRoutes(app, store);
}
