import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { DebtCaseAction, DebtCaseFilter, DebtCaseSortField, ResolversParentTypes, SavePaymentAgreementInput } from '../../__generated__/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { compactIban } from '../../../../shared/iban.ts';
import { isValidPaymentPhone } from '../../../../shared/paymentPhone.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { upstreamSort } from '../../relay/sort.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { FieldResolver, NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { enumOf, toDebtCaseModel, toPaymentAgreementModel, type DebtCaseModel, type PaymentAgreementModel } from '../accountFinance/models.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { toMoney } from '../billing/money.ts';
import { changeDebtCase, getBanks, getDebtCaseActions, getDebtCases, saveAgreement, type DebtCaseChange, type DebtCaseListFilter, type UpstreamDebtCaseAction, type UpstreamDebtCaseWork } from './api.ts';
import { debtMessage, parseAmount } from './rules.ts';
import { debtManagementLoaders } from './loaders.ts';

const FEATURE = 'debtManagement';
const MAX_NOTE = 1000;

/** A `DebtCase` with the work-list data it was read with, when it came from the debt-management calls. */
export type DebtCaseWorkModel = DebtCaseModel & { work?: UpstreamDebtCaseWork };

const toWorkModel = (row: UpstreamDebtCaseWork): DebtCaseWorkModel => ({ ...toDebtCaseModel(row), work: row });

/** Schema enum values (`ON_HOLD`) to the upstream's codes (`onHold`). */
const upstreamCode = (value: string) => value.toLowerCase().replace(/_([a-z])/g, (_, char: string) => char.toUpperCase());

/** The upstream filter; a balance bound that is not a decimal string is ignored rather than refused. */
export function upstreamFilter(input: DebtCaseFilter | null | undefined): DebtCaseListFilter {
  const filter: DebtCaseListFilter = {};
  if (input?.stages?.length) filter.Stages = input.stages.map(upstreamCode);
  if (input?.statuses?.length) filter.Statuses = input.statuses.map(upstreamCode);
  const bound = (value: string | null | undefined) => (value && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : undefined);
  const min = bound(input?.minBalance);
  const max = bound(input?.maxBalance);
  if (min !== undefined) filter.MinBalance = min;
  if (max !== undefined) filter.MaxBalance = max;
  const text = input?.text?.trim();
  if (text) filter.Text = text.slice(0, 100);
  return filter;
}

/** The upstream `Sort` of each sort field. */
const SORTS: Record<DebtCaseSortField, string> = {
  CASE_NUMBER: 'caseNumber',
  ACCOUNT: 'account',
  CUSTOMER: 'customer',
  OPENED_ON: 'openedOn',
  STAGE: 'stage',
  STATUS: 'status',
  BALANCE: 'balance',
  LAST_ACTION_ON: 'lastActionOn',
};

const debtManagementCases: ResolverOf<'Query', 'debtManagementCases'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const filter = { ...upstreamFilter(args.filter), ...upstreamSort(args.sort, SORTS) };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getDebtCases(ctx.upstream, filter, page, pageSize);
    return { total: result.total, items: result.items.map(toWorkModel) };
  });
};

const banks: ResolverOf<'Query', 'banks'> = async (_, _args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return sharedLookup(ctx, 'bank', () => getBanks(ctx.upstream));
};

/** The work-list data of a case: what it was read with, else one batched `/DebtCase/GetWorkItems`. */
async function workOf(model: DebtCaseWorkModel, ctx: GatewayContext): Promise<UpstreamDebtCaseWork> {
  await requireEmployee(ctx, FEATURE);
  const work = model.work ?? (await debtManagementLoaders(ctx).cases.load(model.debtCaseId));
  if (work === null) throw new Error(`debt case ${model.debtCaseId} vanished`);
  return work;
}

const workField = <T>(pick: (work: UpstreamDebtCaseWork) => T): FieldResolver<DebtCaseWorkModel, NoArgs, Promise<T>> => async (model, _, ctx) => pick(await workOf(model, ctx));

/** A `DebtCaseHistoryEntry` as its parent resolves it: the amount is formatted only when asked for. */
export interface HistoryEntry {
  action: DebtCaseAction;
  actedOn: string;
  note: string | null;
  amountValue: number | null;
  employeeName: string | null;
}

const history: ResolverOf<'DebtCase', 'history'> = async (model, _, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return (await getDebtCaseActions(ctx.upstream, model.debtCaseId)).map((row: UpstreamDebtCaseAction) => ({
    action: enumOf(row.action) as DebtCaseAction,
    actedOn: row.actedOn,
    note: row.note,
    amountValue: row.amount,
    employeeName: row.employeeName,
  }));
};

const activeAgreement: ResolverOf<'DebtCase', 'activeAgreement'> = async (model, _, ctx) => {
  const { activeAgreementId } = await workOf(model, ctx);
  if (activeAgreementId === null) return null;
  const row = await debtManagementLoaders(ctx).agreements.load(activeAgreementId);
  return row === null ? null : toPaymentAgreementModel(row);
};

const agreementDetail = <T>(pick: (row: { bankId: number | null; paymentPhone: string | null }) => T): FieldResolver<PaymentAgreementModel, NoArgs, Promise<T | null>> => async (model, _, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const row = await debtManagementLoaders(ctx).agreements.load(model.paymentAgreementId);
  return row === null ? null : pick(row);
};

/* Mutations. */

const refused = (error: UserError) => ({ debtCase: null, userErrors: [error] });

/** The upstream case id of a global id, or the NOT_FOUND user error; employees with the flag only. */
async function caseKey(ctx: GatewayContext, globalId: string): Promise<number | UserError> {
  await requireEmployee(ctx, FEATURE);
  const key = fromGlobalId(globalId, 'DebtCase');
  return key !== undefined && /^\d+$/.test(key) ? Number(key) : userError('NOT_FOUND', debtMessage('notFound', ctx.language), 'debtCaseId');
}

/** Runs an upstream change; its status 1 is the utility refusing it, with its localized text. */
async function attempt<T>(call: () => Promise<T>, field: string | null): Promise<T | UserError> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'rejected' && error.status === UPSTREAM_STATUS.failure) return userError('NOT_ALLOWED', error.text, field);
    throw error;
  }
}

const isUserError = (value: unknown): value is UserError => typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

function noteError(ctx: GatewayContext, note: string | null | undefined): UserError | null {
  return (note?.trim().length ?? 0) > MAX_NOTE ? userError('TOO_LONG', formMessage('tooLong', ctx.language, MAX_NOTE), 'note') : null;
}

const caseChange = (path: DebtCaseChange, body: (input: Record<string, unknown>, ctx: GatewayContext) => object | UserError, field: string | null) =>
  (async (_, { input }, ctx) => {
    const id = await caseKey(ctx, input['debtCaseId'] as string);
    if (isUserError(id)) return refused(id);
    const tooLong = noteError(ctx, input['note'] as string | null | undefined);
    if (tooLong) return refused(tooLong);
    const extra = body(input, ctx);
    if (isUserError(extra)) return refused(extra);
    const note = (input['note'] as string | null | undefined)?.trim() || null;
    const result = await attempt(() => changeDebtCase(ctx.upstream, path, { DebtCaseId: id, Note: note, ...extra }), field);
    return isUserError(result) ? refused(result) : { debtCase: toWorkModel(result), userErrors: [] };
  }) as FieldResolver<unknown, { input: Record<string, unknown> }, Promise<ResolversParentTypes['DebtCasePayload']>>;

const addDebtCaseAction = caseChange('/DebtCase/AddAction', (input) => ({ Action: upstreamCode(input['action'] as string) }), 'action');

const recordDebtPayment = caseChange('/DebtCase/RecordPayment', (input, ctx) => {
  const amount = parseAmount(input['amount'] as string);
  return amount === null ? userError('INVALID_INPUT', debtMessage('amount', ctx.language), 'amount') : { Amount: amount };
}, 'amount');

const writeOffDebtCase = caseChange('/DebtCase/WriteOff', () => ({}), null);

/** The field-tied checks; the utility checks the IBAN itself (shared/iban.ts) and every other rule. */
function agreementErrors(input: SavePaymentAgreementInput, ctx: GatewayContext): UserError[] {
  const errors: UserError[] = [];
  if (!Number.isInteger(input.instalmentCount) || input.instalmentCount < 1 || input.instalmentCount > 60) errors.push(userError('INVALID_INPUT', debtMessage('instalments', ctx.language), 'instalmentCount'));
  if (parseAmount(input.instalmentAmount) === null) errors.push(userError('INVALID_INPUT', debtMessage('amount', ctx.language), 'instalmentAmount'));
  if (!isValidPaymentPhone(input.paymentPhone)) errors.push(userError('INVALID_INPUT', debtMessage('phone', ctx.language), 'paymentPhone'));
  if (input.directDebit && input.bankId == null) errors.push(userError('INVALID_INPUT', debtMessage('bank', ctx.language), 'bankId'));
  if (input.directDebit && compactIban(input.iban ?? '') === '') errors.push(userError('INVALID_INPUT', debtMessage('iban', ctx.language), 'iban'));
  return errors;
}

/** Which field an upstream refusal of the agreement is about, from the rule that refused it. */
function refusedField(text: string, input: SavePaymentAgreementInput): string | null {
  if (/IBAN/i.test(text)) return 'iban';
  if (input.directDebit && input.iban && /bank|τράπεζ|банк|بنك/i.test(text)) return 'iban';
  return null;
}

const savePaymentAgreement: ResolverOf<'Mutation', 'savePaymentAgreement'> = async (_, { input }, ctx) => {
  const id = await caseKey(ctx, input.debtCaseId);
  if (isUserError(id)) return { ...refused(id), paymentAgreement: null };
  const errors = agreementErrors(input, ctx);
  if (errors.length > 0) return { debtCase: null, paymentAgreement: null, userErrors: errors };
  let agreementId: number | null = null;
  if (input.paymentAgreementId) {
    const key = fromGlobalId(input.paymentAgreementId, 'PaymentAgreement');
    if (key === undefined || !/^\d+$/.test(key)) return { debtCase: null, paymentAgreement: null, userErrors: [userError('NOT_FOUND', debtMessage('notFound', ctx.language), 'paymentAgreementId')] };
    agreementId = Number(key);
  }
  const result = await attempt(() => saveAgreement(ctx.upstream, {
    DebtCaseId: id,
    PaymentAgreementId: agreementId,
    StartDate: input.startDate,
    Instalments: input.instalmentCount,
    InstalmentAmount: parseAmount(input.instalmentAmount),
    PaymentPhone: input.paymentPhone.trim(),
    DirectDebit: input.directDebit,
    BankId: input.directDebit ? input.bankId : null,
    Iban: input.directDebit ? compactIban(input.iban ?? '') : null,
  }), null);
  if (isUserError(result)) return { debtCase: null, paymentAgreement: null, userErrors: [{ ...result, field: refusedField(result.message, input) }] };
  debtManagementLoaders(ctx).agreements.prime(result.agreement.paymentAgreementId, result.agreement);
  return { debtCase: toWorkModel(result.item), paymentAgreement: toPaymentAgreementModel(result.agreement), userErrors: [] };
};

const amount: ResolverOf<'DebtCaseHistoryEntry', 'amount'> = async (entry, _, ctx) => (entry.amountValue === null ? null : toMoney(ctx, entry.amountValue));

export const debtManagementResolvers: Resolvers = {
  Query: { debtManagementCases, banks },
  Mutation: { savePaymentAgreement, addDebtCaseAction, recordDebtPayment, writeOffDebtCase },
  DebtCase: {
    accountKey: workField((work) => work.accountKey),
    accountId: workField((work) => toGlobalId('Account', String(work.accountId))),
    customerId: workField((work) => toGlobalId('Customer', String(work.customerId))),
    customerName: workField((work) => work.customerName),
    address: workField((work) => work.address),
    history,
    activeAgreement,
  },
  PaymentAgreement: {
    bankId: agreementDetail((row) => row.bankId),
    paymentPhone: agreementDetail((row) => row.paymentPhone),
  },
  DebtCaseHistoryEntry: { amount },
};
