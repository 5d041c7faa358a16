import type { GatewayContext } from '../../context.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { DisconnectionFilter, DisconnectionSortField, DisconnectionStatus } from '../../__generated__/resolvers.ts';
import { upstreamSort } from '../../relay/sort.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { enumOf } from '../accountFinance/models.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { toMoney } from '../billing/money.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { allDisconnectionBatchesOf, changeDisconnection, getDisconnectionBatches, getDisconnections, type DisconnectionListFilter, type UpstreamDisconnection, type UpstreamDisconnectionBatch } from './api.ts';
import { disconnectionMessage, finalReadingProblem } from './rules.ts';
import { disconnectionLoader } from './loader.ts';

const FEATURE = 'disconnections';
const MAX_COMMENT = 1000;
const MAX_REASON = 500;

/** `Disconnection` of the schema: the upstream order; `status`, ids and `balance` have resolvers. */
export type DisconnectionModel = UpstreamDisconnection & { __typename: 'Disconnection' };

const toModel = (row: UpstreamDisconnection): DisconnectionModel => ({ ...row, __typename: 'Disconnection' });

/** Schema enum values (`PENDING`) to the upstream's codes (`pending`). */
const upstreamCode = (value: string) => value.toLowerCase().replace(/_([a-z])/g, (_, char: string) => char.toUpperCase());

export function upstreamFilter(input: DisconnectionFilter | null | undefined): DisconnectionListFilter {
  const filter: DisconnectionListFilter = {};
  if (input?.billingGroup) filter.BillingGroup = input.billingGroup;
  if (input?.batchId != null) filter.BatchId = input.batchId;
  if (input?.status) filter.Status = upstreamCode(input.status);
  if (input?.book) filter.Book = input.book;
  if (input?.underInvestigation != null) filter.UnderInvestigation = input.underInvestigation;
  const text = input?.text?.trim();
  if (text) filter.Text = text.slice(0, 100);
  return filter;
}

/** The upstream `Sort` of each sort field. */
const SORTS: Record<DisconnectionSortField, string> = {
  ACCOUNT: 'account',
  CUSTOMER: 'customer',
  ADDRESS: 'address',
  METER: 'meter',
  BOOK: 'book',
  BATCH: 'batch',
  LAST_PAYMENT: 'lastPayment',
  BALANCE: 'balance',
  STATUS: 'status',
};

const disconnections: ResolverOf<'Query', 'disconnections'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const filter = { ...upstreamFilter(args.filter), ...upstreamSort(args.sort, SORTS) };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getDisconnections(ctx.upstream, filter, page, pageSize);
    return { total: result.total, items: result.items.map(toModel) };
  });
};

const toBatch = (batch: UpstreamDisconnectionBatch) => ({ ...batch, orderCount: batch.orders, pendingCount: batch.pending });

const disconnectionBatches: ResolverOf<'Query', 'disconnectionBatches'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const batches = args.billingGroup ? getDisconnectionBatches(ctx.upstream, args.billingGroup) : allDisconnectionBatchesOf(ctx);
  return (await batches).items.map(toBatch);
};

const disconnectionBillingGroups: ResolverOf<'Query', 'disconnectionBillingGroups'> = async (_, _args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return (await allDisconnectionBatchesOf(ctx)).billingGroups;
};

interface Payload {
  disconnection: DisconnectionModel | null;
  userErrors: UserError[];
}

const failed = (...errors: UserError[]): Payload => ({ disconnection: null, userErrors: errors });

/** The order a mutation works on, or the NOT_FOUND user error. */
async function workedOrder(ctx: GatewayContext, globalId: string): Promise<UpstreamDisconnection | UserError> {
  await requireEmployee(ctx, FEATURE);
  const key = fromGlobalId(globalId, 'Disconnection');
  const id = key !== undefined && /^\d+$/.test(key) ? Number(key) : undefined;
  const order = id === undefined ? null : await disconnectionLoader(ctx).load(id);
  return order ?? userError('NOT_FOUND', disconnectionMessage('notFound', ctx.language), 'disconnectionId');
}

/** Runs an upstream change; its status 1 is the utility refusing it, with its localized text. */
async function change(ctx: GatewayContext, field: string | null, call: () => Promise<UpstreamDisconnection>): Promise<Payload> {
  try {
    return { disconnection: toModel(await call()), userErrors: [] };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'rejected' && error.status === UPSTREAM_STATUS.failure) return failed(userError('NOT_ALLOWED', error.text, field));
    throw error;
  }
}

const recordDisconnection: ResolverOf<'Mutation', 'recordDisconnection'> = async (_, { input }, ctx) => {
  const order = await workedOrder(ctx, input.disconnectionId);
  if ('code' in order) return failed(order);
  const finalReading = input.finalReading ?? null;
  const clockOver = input.clockOver === true;
  const problem = finalReadingProblem(order.previousReading, finalReading, clockOver, order.dials);
  if (problem !== null) return failed(userError('INVALID_INPUT', disconnectionMessage(problem, ctx.language, { previous: order.previousReading, dials: order.dials ?? '' }), 'finalReading'));
  const comment = input.comment?.trim() ?? '';
  if (comment.length > MAX_COMMENT) return failed(userError('TOO_LONG', formMessage('tooLong', ctx.language, MAX_COMMENT), 'comment'));
  return change(ctx, 'finalReadingDate', () => changeDisconnection(ctx.upstream, '/Disconnection/Save', {
    DisconnectionId: order.disconnectionId,
    FinalReading: finalReading,
    ...(input.finalReadingDate ? { FinalReadingDate: input.finalReadingDate } : {}),
    ClockOver: clockOver,
    Comment: comment === '' ? null : comment,
  }));
};

const setDisconnectionInvestigation: ResolverOf<'Mutation', 'setDisconnectionInvestigation'> = async (_, { input }, ctx) => {
  const order = await workedOrder(ctx, input.disconnectionId);
  if ('code' in order) return failed(order);
  const reason = input.reason?.trim() ?? '';
  if (input.underInvestigation && reason === '') return failed(userError('INVALID_INPUT', disconnectionMessage('reasonRequired', ctx.language), 'reason'));
  if (reason.length > MAX_REASON) return failed(userError('TOO_LONG', formMessage('tooLong', ctx.language, MAX_REASON), 'reason'));
  return change(ctx, null, () => changeDisconnection(ctx.upstream, '/Disconnection/SetInvestigation', {
    DisconnectionId: order.disconnectionId,
    On: input.underInvestigation,
    Reason: input.underInvestigation ? reason : null,
  }));
};

const reconnectDisconnection: ResolverOf<'Mutation', 'reconnectDisconnection'> = async (_, { input }, ctx) => {
  const order = await workedOrder(ctx, input.disconnectionId);
  if ('code' in order) return failed(order);
  return change(ctx, null, () => changeDisconnection(ctx.upstream, '/Disconnection/Reconnect', {
    DisconnectionId: order.disconnectionId,
    ...(input.reconnectedOn ? { ReconnectedOn: input.reconnectedOn } : {}),
  }));
};

const balance: ResolverOf<'Disconnection', 'balance'> = (model, _, ctx) => toMoney(ctx, model.balance);

export const disconnectionResolvers: Resolvers = {
  Query: { disconnections, disconnectionBatches, disconnectionBillingGroups },
  Mutation: { recordDisconnection, setDisconnectionInvestigation, reconnectDisconnection },
  Disconnection: {
    id: (model: DisconnectionModel) => toGlobalId('Disconnection', String(model.disconnectionId)),
    status: (model: DisconnectionModel) => enumOf(model.status) as DisconnectionStatus,
    accountId: (model: DisconnectionModel) => toGlobalId('Account', String(model.accountId)),
    customerId: (model: DisconnectionModel) => toGlobalId('Customer', String(model.customerId)),
    balance,
  },
};

/** `node(id:)`: employees with the disconnections flag; null for anyone else and unknown ids. */
export const disconnectionNode: NodeType = {
  type: 'Disconnection',
  async load(ctx, key) {
    if (!/^\d+$/.test(key)) return null;
    try {
      await requireEmployee(ctx, FEATURE);
    } catch {
      return null;
    }
    const row = await disconnectionLoader(ctx).load(Number(key));
    return row === null ? null : toModel(row);
  },
};
