// What the debt-management calls share: the flag, limits, the answer of a changed case and the open case a change needs.
import type { FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, ok, type Envelope } from '../../http/envelope.ts';
import { envelopeWith } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import type { DebtCaseWorkItem } from '../../store/debtManagement.ts';
import type { Store } from '../../store/store.ts';
import { debtCaseWorkItemSchema } from './schemas.ts';
import { debtManagementText } from './texts.ts';

/** Every call of the area needs the debt-management profile flag (000 §6). */
export const FLAG = 'portalDm';
export const MAX_IDS = 100;
const MAX_NOTE = 1000;
export const TAGS = ['DebtManagement'];

export const AMOUNT_TEXTS = { notPositive: 'amountNotPositive', decimals: 'amountDecimals', aboveBalance: 'amountAboveBalance' } as const;

export const caseAnswer = sharedSchema('EnvelopeDebtCaseWorkItem', envelopeWith({ item: debtCaseWorkItemSchema }, 'The case as it now is, in `item`.'));
export const noteField = { type: ['string', 'null'], maxLength: MAX_NOTE, description: 'Optional note kept in the actions history.' };
export const today = (store: Store) => store.clock().toISOString().slice(0, 10);
export const trimmed = (note: string | null | undefined) => (note?.trim() ? note.trim() : null);
export const money = (cents: number) => (cents / 100).toFixed(2);

/** The open (or on hold) case, or the status 1 answer when it does not exist or is closed. */
export function workedCase(request: FastifyRequest, store: Store, id: number): DebtCaseWorkItem | Envelope {
  const debtCase = store.debtManagement.find(id);
  if (debtCase === undefined) return fail(STATUS_FAILED, debtManagementText(request, 'caseNotFound'));
  if (debtCase.status === 'closed') return fail(STATUS_FAILED, debtManagementText(request, 'caseClosed'));
  return debtCase;
}

export const refused = (value: DebtCaseWorkItem | Envelope): value is Envelope => !('debtCaseId' in value);
export const caseItem = (store: Store, id: number) => ok({ item: store.debtManagement.find(id) });
